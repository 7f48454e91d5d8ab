import type { Machine } from '@lindner/api/schema';
import { localizePath, useFormatCents, useLocale } from '@lindner/i18n';
import { Button, Image, Text, visuallyHidden } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { machineFactGroups } from '../../components/MachineFacts';
import { PriceLabel } from '../../components/PriceLabel';
import { compareMessages } from '../../compareMessages';
import { machineNameMessage } from '../../messages';
import {
  compareFactGroups,
  compareSearchWithout,
  onlyDifferences,
  type ComparedGroup,
} from './compareMachines';
import * as styles from './UsedMachinesComparePage.css';

export interface ComparedMachinesProps {
  /** Up to four, at least one. */
  machines: Machine[];
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
}

const noSubscription = () => () => undefined;

/** Whether the page runs in the browser with JavaScript (false on the server and in hydration). */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The compared machines' table: a column per machine, the detail page's fields as rows with the
 * differing ones marked; with JavaScript, "only differences" and Print above it.
 */
export function ComparedMachines({
  machines,
  onPrint = () => window.print(),
}: ComparedMachinesProps) {
  const intl = useIntl();
  const locale = useLocale();
  const formatCents = useFormatCents();
  const interactive = useInteractive();
  const optionId = useId();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const comparePath = localizePath('used-machines-compare', {}, locale);
  const ids = machines.map((machine) => machine.id);
  const names = machines.map((machine) =>
    intl.formatMessage(machineNameMessage, {
      manufacturer: machine.manufacturer,
      model: machine.model,
    }),
  );
  const allGroups = compareFactGroups(
    machines.map((machine) =>
      machineFactGroups(intl, machine, (cents) => formatCents(cents, 'EUR')),
    ),
  );
  const groups = differencesOnly ? onlyDifferences(allGroups) : allGroups;

  return (
    <>
      {interactive ? (
        <div className={`${styles.toolbar} ${styles.noPrint}`}>
          <label className={styles.option} htmlFor={optionId}>
            <input
              id={optionId}
              type="checkbox"
              className={styles.optionBox}
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.target.checked)}
            />
            {intl.formatMessage(compareMessages.onlyDifferences)}
          </label>
          <Button variant="secondary" size="small" onClick={onPrint}>
            {intl.formatMessage(compareMessages.print)}
          </Button>
        </div>
      ) : null}
      <div
        className={styles.scroller}
        role="region"
        aria-label={intl.formatMessage(compareMessages.scrollHint)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (axe: scrollable-region-focusable), as @lindner/ui's Table
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={visuallyHidden}>{intl.formatMessage(compareMessages.table)}</caption>
          <colgroup>
            <col className={styles.fieldColumn} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                <span className={visuallyHidden}>{intl.formatMessage(compareMessages.field)}</span>
              </th>
              {machines.map((machine, index) => (
                <th key={machine.id} scope="col" className={styles.machineHead}>
                  <MachineColumnHead
                    machine={machine}
                    name={names[index] ?? ''}
                    detailPath={localizePath('used-machine-detail', { id: machine.id }, locale)}
                    removePath={`${comparePath}${compareSearchWithout(ids, machine.id)}`}
                  />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <ComparedGroupRows key={group.heading.id} group={group} columns={machines.length} />
          ))}
        </table>
      </div>
      {differencesOnly && groups.length === 0 ? (
        <Text>{intl.formatMessage(compareMessages.noDifferences)}</Text>
      ) : null}
    </>
  );
}

function MachineColumnHead({
  machine,
  name,
  detailPath,
  removePath,
}: {
  machine: Machine;
  name: string;
  detailPath: string;
  removePath: string;
}) {
  const intl = useIntl();
  const photo = machine.images[0];
  return (
    <div className={styles.machineHeadBody}>
      {photo ? (
        <Image image={photo} alt="" loading="eager" sizes="220px" className={styles.photo} />
      ) : null}
      <p className={styles.machineName}>{name}</p>
      <PriceLabel priceCents={machine.priceCents} vatDeductible={machine.vatDeductible} />
      <div className={styles.links}>
        <Link link={{ url: detailPath }}>
          {intl.formatMessage(compareMessages.details)}
          <span className={visuallyHidden}>{`: ${name}`}</span>
        </Link>
        <Link link={{ url: removePath }}>
          {intl.formatMessage(compareMessages.remove)}
          <span className={visuallyHidden}>{`: ${name}`}</span>
        </Link>
      </div>
    </div>
  );
}

function ComparedGroupRows({ group, columns }: { group: ComparedGroup; columns: number }) {
  const intl = useIntl();
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={columns + 1} className={styles.groupHead}>
          {intl.formatMessage(group.heading)}
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr key={row.label.id} className={row.differs ? styles.differs : undefined}>
          <th scope="row" className={styles.rowHead}>
            {intl.formatMessage(row.label)}
            {row.differs ? (
              <span className={styles.differsMark}>
                {intl.formatMessage(compareMessages.differs)}
              </span>
            ) : null}
          </th>
          {row.values.map((value, index) => (
            <td key={index} className={styles.cell}>
              {value ?? intl.formatMessage(compareMessages.notGiven)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
