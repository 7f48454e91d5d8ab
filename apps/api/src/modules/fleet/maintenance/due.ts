import { dueSoonWithin, type MaintenanceState } from '@lindner/api/schema';

// When each item of a maintenance plan is next due, and whether it is due soon or overdue: pure
// functions of the plan, the vehicle's latest operating hours, when each item was last done and
// today's date.

export interface PlanItem {
  key: string;
  hoursInterval: number | null;
  monthsInterval: number | null;
  firstAtHours: number | null;
}

export interface DoneRecord {
  /** `YYYY-MM-DD`. */
  date: string;
  hours: number;
}

export interface Due {
  dueAtHours: number | null;
  dueOn: string | null;
  state: MaintenanceState;
}

/**
 * When `item` is next due. Done before: its hours interval after the hours it was done at, its
 * months interval after the day, whichever comes first; an item with neither (the first
 * service) is not due again. Never done: at its first hours, else at its hours interval. We do
 * not know when a vehicle went into service, so a never-done item counts months only when it
 * has no hours at all: then it is due now.
 */
export function nextDue(item: PlanItem, lastDone: DoneRecord | null, today: string) {
  if (lastDone) {
    return {
      dueAtHours: item.hoursInterval === null ? null : lastDone.hours + item.hoursInterval,
      dueOn: item.monthsInterval === null ? null : addMonths(lastDone.date, item.monthsInterval),
    };
  }
  const dueAtHours = item.firstAtHours ?? item.hoursInterval;
  return { dueAtHours, dueOn: dueAtHours === null ? today : null };
}

/** `ok`, `dueSoon` (within `dueSoonWithin`, or due now) or `overdue` (past its hours or day). */
export function stateOf(
  { dueAtHours, dueOn }: Pick<Due, 'dueAtHours' | 'dueOn'>,
  hours: number,
  today: string,
): MaintenanceState {
  const hoursLeft = dueAtHours === null ? Infinity : dueAtHours - hours;
  const daysLeft = dueOn === null ? Infinity : daysBetween(today, dueOn);
  if (hoursLeft < 0 || daysLeft < 0) return 'overdue';
  if (hoursLeft <= dueSoonWithin.hours || daysLeft <= dueSoonWithin.days) return 'dueSoon';
  return 'ok';
}

/** When `item` is next due and its state at `hours` on `today`. */
export function dueOf(
  item: PlanItem,
  lastDone: DoneRecord | null,
  hours: number,
  today: string,
): Due {
  const next = nextDue(item, lastDone, today);
  return { ...next, state: stateOf(next, hours, today) };
}

/**
 * The plan of a model: its series' items, each replaced by the model's own item of the same key
 * where it has one, and the model's further items after them.
 */
export function planOf<Item extends PlanItem>(seriesItems: Item[], modelItems: Item[]): Item[] {
  const own = new Map(modelItems.map((item) => [item.key, item]));
  const merged = seriesItems.map((item) => own.get(item.key) ?? item);
  const seriesKeys = new Set(seriesItems.map((item) => item.key));
  return [...merged, ...modelItems.filter((item) => !seriesKeys.has(item.key))];
}

/** `YYYY-MM-DD` plus `months` months; the 31st becomes the month's last day where it has none. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
