import { Button } from '@lindner/ui';
import { useId, type FormEvent } from 'react';
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
  const id = useId();
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
        <label htmlFor={`${id}-series`} className={styles.label}>
          {intl.formatMessage(listMessages.series)}
        </label>
        <select
          id={`${id}-series`}
          name={seriesQueryKey}
          className={styles.input}
          defaultValue={series ?? ''}
        >
          <option value="">{intl.formatMessage(listMessages.anySeries)}</option>
          {choices.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
    </form>
  );
}
