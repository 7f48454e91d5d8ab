import type { UserReportModel } from '@lindner/api/schema';
import { Button, Select } from '@lindner/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import * as styles from './userReports.css';

export interface ModelFilterProps {
  /** The model the list shows; null for every one. */
  model: string | null;
  /** The models that have reports. */
  choices: readonly UserReportModel[];
  /** The list's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the filter's query string (`?model=…`, or empty), without reloading. */
  onSearch?: (search: string) => void;
}

/** The list's filter by model: a GET form that works without JavaScript. */
export function ModelFilter({ model, choices, action, onSearch }: ModelFilterProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('model') ?? '');
    onSearch(chosen ? `?${new URLSearchParams({ model: chosen }).toString()}` : '');
  };
  return (
    <form
      // The field starts from the address's model: Back shows that search's choice.
      key={model ?? ''}
      method="get"
      action={action}
      className={styles.filterForm}
      aria-label={intl.formatMessage(listMessages.filters)}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <Select
          name="model"
          label={intl.formatMessage(listMessages.model)}
          placeholder={intl.formatMessage(listMessages.anyModel)}
          options={choices.map((each) => ({ value: each.id, label: each.name }))}
          defaultValue={model ?? undefined}
        />
      </div>
      <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
    </form>
  );
}
