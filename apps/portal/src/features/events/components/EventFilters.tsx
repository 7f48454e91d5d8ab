import { eventFormats, type EventQuery } from '@lindner/api/schema';
import { Button, Select } from '@lindner/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatMessages } from '../eventSignUpMessages';
import { activeEventFilters, eventSearchString, readEventSearch } from '../eventSearch';
import { listMessages } from '../messages';
import * as styles from './events.css';

export interface EventFiltersProps {
  query: EventQuery;
  /** The regions the filter offers (the API's list). */
  regions: readonly string[];
  /** The list's path: the form's GET goes there. */
  action: string;
  /** With JavaScript: the filters' query string (`?…`), to go to without reloading the page. */
  onSearch?: (search: string) => void;
}

/** A form's fields as the query string a GET of it sends. */
function formSearch(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

/**
 * The events' filters (online or on-site, region, trainings only): a GET form that works without
 * JavaScript, and with it goes to the filters' address without reloading.
 */
export function EventFilters({ query, regions, action, onSearch }: EventFiltersProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch(eventSearchString(readEventSearch(formSearch(event.currentTarget))));
  };
  // A region of the address that the API no longer lists stays choosable, so the form shows it.
  const regionOptions =
    query.region && !regions.includes(query.region) ? [...regions, query.region] : regions;
  return (
    <form
      // The fields start from the address's filters: Back shows that search's filters.
      key={eventSearchString(query)}
      method="get"
      action={action}
      className={styles.filterForm}
      aria-label={intl.formatMessage(listMessages.filters)}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <Select
          name="format"
          label={intl.formatMessage(listMessages.format)}
          placeholder={intl.formatMessage(listMessages.anyFormat)}
          options={eventFormats.map((format) => ({
            value: format,
            label: intl.formatMessage(formatMessages[format]),
          }))}
          defaultValue={query.format}
        />
      </div>
      <div className={styles.field}>
        <Select
          name="region"
          label={intl.formatMessage(listMessages.region)}
          placeholder={intl.formatMessage(listMessages.anyRegion)}
          options={regionOptions.map((region) => ({ value: region, label: region }))}
          defaultValue={query.region}
        />
      </div>
      <label className={styles.option}>
        <input
          type="checkbox"
          name="training"
          value="true"
          defaultChecked={query.trainingsOnly === true}
          className={styles.optionControl}
        />
        <span>{intl.formatMessage(listMessages.trainingsOnly)}</span>
      </label>
      <div className={styles.actions}>
        <Button type="submit">{intl.formatMessage(listMessages.apply)}</Button>
        {activeEventFilters(query) > 0 ? (
          <Link className={styles.textLink} to={action}>
            {intl.formatMessage(listMessages.reset)}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
