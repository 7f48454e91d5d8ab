import { Button, Select } from '@lindner/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import { seriesQueryKey, seriesSearch } from '../oldTimerGroups';
import * as styles from './oldTimers.css';

export interface SeriesFilterProps {
  /** The series the list shows; null for every one. */
  series: string | null;
  /** The series to choose from, in the list's order. */
  choices: readonly string[];
  /** The list's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the filter's query string (`?series=…`, or empty), without reloading. */
  onSearch?: (search: string) => void;
}

/** The list's filter by series: a GET form that works without JavaScript. */
export function SeriesFilter({ series, choices, action, onSearch }: SeriesFilterProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get(seriesQueryKey) ?? '');
    onSearch(seriesSearch(choices.includes(chosen) ? chosen : null));
  };
  return (
    <form
      // The field starts from the address's series: Back shows that search's choice.
      key={series ?? ''}
      method="get"
      action={action}
      className={styles.filterForm}
      aria-label={intl.formatMessage(listMessages.filters)}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <Select
          name={seriesQueryKey}
          label={intl.formatMessage(listMessages.series)}
          placeholder={intl.formatMessage(listMessages.anySeries)}
          options={choices.map((each) => ({ value: each, label: each }))}
          defaultValue={series ?? undefined}
        />
      </div>
      <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
    </form>
  );
}
