import { machineSorts, type MachineSort, type ParsedMachineQuery } from '@lindner/api/schema';
import { Button } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchString } from '../machineSearch';
import { listMessages, sortMessages } from '../messages';
import * as styles from './machines.css';

export interface SortFormProps {
  query: ParsedMachineQuery;
  action: string;
  /** With JavaScript: apply an order at once (the page keeps the address's filters). */
  onSort?: (sort: MachineSort) => void;
}

/**
 * The order of the results: a GET form of its own that keeps the filters (back to the first
 * page). With JavaScript a choice applies at once; without, its button sends it.
 */
export function SortForm({ query, action, onSort }: SortFormProps) {
  const intl = useIntl();
  const id = useId();
  const kept = new URLSearchParams(searchString({ ...query, sort: undefined, page: undefined }));
  // The choice shows at once; Back or a shared address sets it anew.
  const [selected, setSelected] = useState<MachineSort>(query.sort);
  const [shown, setShown] = useState<MachineSort>(query.sort);
  if (shown !== query.sort) {
    setShown(query.sort);
    setSelected(query.sort);
  }
  const go = (sort: MachineSort) => {
    setSelected(sort);
    onSort?.(sort);
  };
  return (
    <form
      method="get"
      action={action}
      className={styles.sortForm}
      onSubmit={(event) => {
        if (!onSort) return;
        event.preventDefault();
        const sort = new FormData(event.currentTarget).get('sort');
        go(sort as MachineSort);
      }}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label htmlFor={id}>{intl.formatMessage(listMessages.sort)}</label>
        <select
          id={id}
          name="sort"
          className={styles.input}
          value={selected}
          onChange={(event) => go(event.currentTarget.value as MachineSort)}
        >
          {machineSorts.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage(sortMessages[sort])}
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
