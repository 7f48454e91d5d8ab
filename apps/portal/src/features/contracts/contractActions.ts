import type { ContractItemEntry, ContractItemKind, ContractItemStatus } from '@lindner/api/schema';

export { checkoutPath } from './checkoutLink';

/** Statuses of an item that still runs (or is about to): nothing new is ordered beside it. */
const runningStatuses: readonly ContractItemStatus[] = [
  'active',
  'expiring',
  'ordered',
  'equipped',
  'cancelled',
  'upgrade',
];

/** Statuses of a licence that is in force and renews on its date. */
const renewingStatuses: readonly ContractItemStatus[] = ['active', 'expiring', 'equipped'];

export function isRunning(item: Pick<ContractItemEntry, 'status'>): boolean {
  return runningStatuses.includes(item.status);
}

/** The items of one kind of one vehicle, in the server's order (soonest end first). */
export function itemsOfVehicle(
  items: readonly ContractItemEntry[],
  vehicleId: string,
  kind: ContractItemKind,
): ContractItemEntry[] {
  return items.filter((item) => item.vehicle.id === vehicleId && item.kind === kind);
}

/** What a licence offers: renewing now, cancelling now and its auto-renew switch. */
export function licenceActions(item: ContractItemEntry, today: string) {
  const licence = item.kind === 'traclink';
  const stillValid = item.validTo >= today;
  return {
    renew: licence && (renewingStatuses.includes(item.status) || item.status === 'expired'),
    cancel: licence && renewingStatuses.includes(item.status) && item.renewsAutomatically,
    autoRenew:
      licence &&
      (renewingStatuses.includes(item.status) || (item.status === 'cancelled' && stillValid)),
  };
}

/** Whether a new item of the kind can be ordered: nothing of it runs for the vehicle. */
export function canOrder(items: readonly ContractItemEntry[]): boolean {
  return !items.some(isRunning);
}

/**
 * The licence a vehicle's line of the fleet's TracLink page shows: one that runs, else the one
 * that ended last; null without any.
 */
export function currentLicence(
  items: readonly ContractItemEntry[],
  vehicleId: string,
): ContractItemEntry | null {
  const licences = itemsOfVehicle(items, vehicleId, 'traclink');
  const running = licences.filter(isRunning);
  const pool = running.length > 0 ? running : licences;
  return pool.reduce<ContractItemEntry | null>(
    (latest, item) => (latest === null || item.validTo > latest.validTo ? item : latest),
    null,
  );
}

/** Today as a calendar date (YYYY-MM-DD, UTC), as the server writes `validTo`. */
export function todayDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
