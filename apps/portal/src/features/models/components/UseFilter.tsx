import { modelUses, type ModelUse } from '@lindner/api/schema';
import { Button, Select } from '@lindner/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { listMessages, useMessages } from '../messages';
import { readModelUse, useQueryKey } from '../modelSearch';
import * as styles from './models.css';

export interface UseFilterProps {
  /** The use the list is filtered by; null for every model. */
  use: ModelUse | null;
  /** The overview's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the filter's query string (`?use=…`, or empty), without reloading. */
  onSearch?: (search: string) => void;
}

/** The overview's filter by use: a GET form that works without JavaScript. */
export function UseFilter({ use, action, onSearch }: UseFilterProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const chosen = readModelUse(
      new URLSearchParams([
        [useQueryKey, String(new FormData(event.currentTarget).get(useQueryKey))],
      ]),
    );
    onSearch(chosen ? `?${new URLSearchParams({ [useQueryKey]: chosen }).toString()}` : '');
  };
  return (
    <form
      // The field starts from the address's use: Back shows that search's choice.
      key={use ?? ''}
      method="get"
      action={action}
      className={styles.filterForm}
      aria-label={intl.formatMessage(listMessages.filters)}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <Select
          name={useQueryKey}
          label={intl.formatMessage(listMessages.use)}
          placeholder={intl.formatMessage(listMessages.anyUse)}
          options={modelUses.map((each) => ({
            value: each,
            label: intl.formatMessage(useMessages[each]),
          }))}
          defaultValue={use ?? undefined}
        />
      </div>
      <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
    </form>
  );
}
