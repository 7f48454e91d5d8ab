import type { MachineSort } from '@lindner/api/schema';
import { Button } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { listMessages, sortMessages } from '../messages';
import * as styles from './machines.css';

export interface SortFormProps {
  /** The list's path, where the form's GET goes. */
  action: string;
  sort: MachineSort;
  /** The orders to choose from (`machineSorts`; given, so the island leaves the schemas out). */
  sorts: readonly MachineSort[];
  /** The search's other parameters as a query string (no order, no page): kept as they are. */
  kept: string;
}

/**
 * The order of the results: a GET form of its own that keeps the filters (back to the first
 * page). Without JavaScript its button sends it; as a hydrated island a choice sends it at once.
 */
export function SortForm({ action, sort, sorts, kept }: SortFormProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <form method="get" action={action} className={styles.sortForm}>
      {[...new URLSearchParams(kept)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label htmlFor={id}>{intl.formatMessage(listMessages.sort)}</label>
        <select
          id={id}
          name="sort"
          className={styles.input}
          defaultValue={sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {sorts.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(sortMessages[each])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {intl.formatMessage(listMessages.sortApply)}
      </Button>
    </form>
  );
}
