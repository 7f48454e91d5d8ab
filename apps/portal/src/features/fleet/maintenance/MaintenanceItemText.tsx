import type { MaintenanceItem } from '@lindner/api/schema';
import { cx } from '@lindner/ui';
import { useIntl, type IntlShape } from 'react-intl';
import * as fleetStyles from '../fleet.css';
import * as styles from './maintenance.css';
import {
  dueAtHoursMessage,
  dueAtHoursOrOnMessage,
  dueOnMessage,
  lastDoneMessage,
  maintenanceMessages,
  maintenanceStateMessages,
} from './messages';

const dateOf = (intl: IntlShape, day: string) =>
  intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
const hoursOf = (intl: IntlShape, hours: number) =>
  intl.formatNumber(hours, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });

/** When an item is next due: at hours, on a day, whichever comes first, or not again. */
export function nextDueText(intl: IntlShape, item: Pick<MaintenanceItem, 'dueAtHours' | 'dueOn'>) {
  const { dueAtHours, dueOn } = item;
  if (dueAtHours !== null && dueOn !== null) {
    return intl.formatMessage(dueAtHoursOrOnMessage, {
      hours: hoursOf(intl, dueAtHours),
      date: dateOf(intl, dueOn),
    });
  }
  if (dueAtHours !== null) {
    return intl.formatMessage(dueAtHoursMessage, { hours: hoursOf(intl, dueAtHours) });
  }
  if (dueOn !== null) {
    return intl.formatMessage(dueOnMessage, { date: dateOf(intl, dueOn) });
  }
  return intl.formatMessage(maintenanceMessages.notDueAgain);
}

/** When an item was last done, or that it never was. */
export function lastDoneText(intl: IntlShape, item: Pick<MaintenanceItem, 'lastDone'>) {
  return item.lastDone
    ? intl.formatMessage(lastDoneMessage, {
        date: dateOf(intl, item.lastDone.date),
        hours: hoursOf(intl, item.lastDone.hours),
      })
    : intl.formatMessage(maintenanceMessages.neverDone);
}

/** An item's state as a badge: in order, due soon, overdue. */
export function MaintenanceStateBadge({ state }: Pick<MaintenanceItem, 'state'>) {
  const intl = useIntl();
  return (
    <span className={cx(fleetStyles.badge, styles.stateTone[state])}>
      {intl.formatMessage(maintenanceStateMessages[state])}
    </span>
  );
}
