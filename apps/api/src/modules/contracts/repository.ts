import {
  contractItemExpiringDays,
  contractItemNotificationDays,
  type ContractItemEntry,
  type ContractItemKind,
  type ContractItemNotifications,
  type ContractItemStatus,
} from '@lindner/api/schema';
import { and, asc, between, eq, notInArray } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { contractItems, type ContractItemRow } from '../../plugins/orderRecords';
import { vehicleModels } from '../../plugins/vehicleModels';
import { vehicles } from '../../plugins/vehicles';

/** The user's licences and warranties that end within the next 30 days, soonest first. */
export async function loadContractItemNotifications(
  orm: Orm,
  userId: string,
  today = new Date(),
): Promise<ContractItemNotifications> {
  const rows = await orm
    .select({
      id: contractItems.id,
      kind: contractItems.kind,
      title: contractItems.title,
      validTo: contractItems.validTo,
      vehicleId: contractItems.vehicleId,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(contractItems)
    .innerJoin(
      vehicles,
      and(eq(vehicles.id, contractItems.vehicleId), eq(vehicles.userId, contractItems.userId)),
    )
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        eq(contractItems.userId, userId),
        between(
          contractItems.validTo,
          isoDay(today, 0),
          isoDay(today, contractItemNotificationDays),
        ),
        notInArray(contractItems.status, ['cancelled', 'expired']),
      ),
    )
    .orderBy(asc(contractItems.validTo), asc(contractItems.title));

  const notifications: ContractItemNotifications = { traclink: [], warranty: [] };
  for (const row of rows) {
    notifications[row.kind].push({
      item: { id: row.id, title: row.title, validTo: row.validTo },
      model: { id: row.modelId, name: row.modelName },
      vehicleId: row.vehicleId,
    });
  }
  return notifications;
}

function isoDay(today: Date, daysAhead: number): string {
  const day = new Date(today);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}

/** The shown status of an item: an active one is `expiring` near its end and `expired` after. */
export function shownStatus(
  status: ContractItemRow['status'],
  validTo: string,
  today = new Date(),
): ContractItemStatus {
  if (status !== 'active' && status !== 'expiring') return status;
  if (validTo < isoDay(today, 0)) return 'expired';
  if (validTo <= isoDay(today, contractItemExpiringDays)) return 'expiring';
  return 'active';
}

const euroCents = (euros: number | null) => (euros === null ? undefined : Math.round(euros * 100));

export interface ContractItemFilter {
  id?: string;
  kind?: ContractItemKind;
  vehicleId?: string;
}

/** The user's items (with their vehicle), optionally one id, kind or vehicle; soonest end first. */
export async function loadContractItems(
  orm: Orm,
  userId: string,
  filter: ContractItemFilter = {},
  today = new Date(),
): Promise<ContractItemEntry[]> {
  const rows = await orm
    .select({
      item: contractItems,
      vin: vehicles.vin,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(contractItems)
    .innerJoin(
      vehicles,
      and(eq(vehicles.id, contractItems.vehicleId), eq(vehicles.userId, contractItems.userId)),
    )
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        eq(contractItems.userId, userId),
        filter.id ? eq(contractItems.id, filter.id) : undefined,
        filter.kind ? eq(contractItems.kind, filter.kind) : undefined,
        filter.vehicleId ? eq(contractItems.vehicleId, filter.vehicleId) : undefined,
      ),
    )
    .orderBy(asc(contractItems.validTo), asc(contractItems.title), asc(contractItems.id));
  return rows.map(({ item, vin, modelId, modelName }) => ({
    id: item.id,
    kind: item.kind,
    title: item.title,
    status: shownStatus(item.status, item.validTo, today),
    subscriptionPeriod: item.subscriptionPeriod,
    freePeriodMonths: item.freePeriodMonths,
    validFrom: item.validFrom,
    validTo: item.validTo,
    renewsAutomatically: item.renewsAutomatically,
    prices: {
      once: euroCents(item.priceOnce),
      setup: euroCents(item.priceSetup),
      monthly: euroCents(item.priceMonthly),
      yearly: euroCents(item.priceYearly),
    },
    currency: item.currency,
    couponCode: item.couponCode,
    productId: item.productId,
    vehicle: { id: item.vehicleId, vin, model: { id: modelId, name: modelName } },
  }));
}

/** Shown statuses a licence can be cancelled from. */
const cancellable: readonly ContractItemStatus[] = ['active', 'expiring', 'equipped', 'upgrade'];

/** Shown statuses of a running licence, whose automatic renewal can be switched off. */
const running: readonly ContractItemStatus[] = ['active', 'expiring', 'equipped'];

export type ContractItemChange = ContractItemEntry | 'notFound' | 'notLicence' | 'notChangeable';

/**
 * Cancels one of the user's licences at the end of its paid period: status `cancelled`, no
 * automatic renewal, `validTo` kept. `notFound` for anybody else's item or an id that cannot
 * be one; `notLicence` for a warranty; `notChangeable` for a licence that is ordered, cancelled
 * or expired.
 */
export function cancelContractItem(
  orm: Orm,
  userId: string,
  id: string,
  today = new Date(),
): Promise<ContractItemChange> {
  return changeLicence(orm, userId, id, today, (item) =>
    cancellable.includes(item.status) ? { status: 'cancelled', renewsAutomatically: false } : null,
  );
}

/**
 * Switches a licence's automatic renewal: off for a running licence is its cancellation (see
 * `cancelContractItem`); on for a cancelled one that is still valid withdraws the cancellation
 * (`active`, renewing again). Anything else is `notChangeable`.
 */
export function setAutomaticRenewal(
  orm: Orm,
  userId: string,
  id: string,
  renewsAutomatically: boolean,
  today = new Date(),
): Promise<ContractItemChange> {
  return changeLicence(orm, userId, id, today, (item) => {
    if (!renewsAutomatically) {
      return running.includes(item.status)
        ? { status: 'cancelled', renewsAutomatically: false }
        : null;
    }
    return item.status === 'cancelled' && item.validTo >= isoDay(today, 0)
      ? { status: 'active', renewsAutomatically: true }
      : null;
  });
}

async function changeLicence(
  orm: Orm,
  userId: string,
  id: string,
  today: Date,
  change: (
    item: ContractItemEntry,
  ) => Pick<ContractItemRow, 'status' | 'renewsAutomatically'> | null,
): Promise<ContractItemChange> {
  const [item] = await loadContractItems(orm, userId, { id }, today);
  if (!item) return 'notFound';
  if (item.kind !== 'traclink') return 'notLicence';
  const set = change(item);
  if (!set) return 'notChangeable';
  await orm
    .update(contractItems)
    .set(set)
    .where(and(eq(contractItems.id, id), eq(contractItems.userId, userId)));
  const [changed] = await loadContractItems(orm, userId, { id }, today);
  return changed!;
}
