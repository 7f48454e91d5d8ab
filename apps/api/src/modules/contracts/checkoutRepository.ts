import type {
  CatalogueProduct,
  CheckoutOrder,
  ContractItemEntry,
  ContractItemKind,
  Coupon,
  InvoiceAddress,
  PriceSummary,
  SubscriptionPeriod,
} from '@lindner/api/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { VehicleRow } from '../fleet/tables';
import { vehicleModels } from '../models/tables';
import { findOrder, loadOrder } from '../orders/repository';
import {
  checkoutCoupons,
  checkoutProducts,
  contractItems,
  orderStatusChanges,
  orders,
  type CheckoutProductRow,
} from './tables';

/** A catalogue row as the API shows it; a warranty names the models of its series. */
export function catalogueProductOf(
  row: CheckoutProductRow,
  modelIdsBySeries: ReadonlyMap<string, string[]>,
): CatalogueProduct {
  const prices = {
    ...(row.priceOnceCents === null ? {} : { once: row.priceOnceCents }),
    ...(row.priceSetupCents === null ? {} : { setup: row.priceSetupCents }),
    ...(row.priceMonthlyCents === null ? {} : { monthly: row.priceMonthlyCents }),
    ...(row.priceYearlyCents === null ? {} : { yearly: row.priceYearlyCents }),
  };
  const common = { id: row.id, name: row.name, prices, freeMonths: row.freeMonths };
  if (row.kind === 'traclink') return { kind: 'traclink', ...common };
  return {
    kind: 'warranty',
    ...common,
    modelIds: (row.modelSeries ?? []).flatMap((series) => modelIdsBySeries.get(series) ?? []),
    maxVehicleAgeYears: row.maxVehicleAgeYears ?? 0,
  };
}

async function modelIdsBySeries(orm: Orm): Promise<Map<string, string[]>> {
  const rows = await orm
    .select({ id: vehicleModels.id, series: vehicleModels.series })
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.id));
  const bySeries = new Map<string, string[]>();
  for (const row of rows) bySeries.set(row.series, [...(bySeries.get(row.series) ?? []), row.id]);
  return bySeries;
}

/** Whether a product is sold for a vehicle: a licence for any, a warranty by model and age. */
export function appliesTo(
  product: CatalogueProduct,
  vehicle: Pick<VehicleRow, 'modelId' | 'yearOfConstruction'>,
  today: string,
): boolean {
  if (product.kind === 'traclink') return true;
  if (vehicle.yearOfConstruction === null) return false;
  const age = Number(today.slice(0, 4)) - vehicle.yearOfConstruction;
  return product.modelIds.includes(vehicle.modelId) && age <= product.maxVehicleAgeYears;
}

export interface CatalogueEntry {
  product: CatalogueProduct;
  row: CheckoutProductRow;
}

/** The catalogue's products of a kind (all kinds without one), in the catalogue's order. */
export async function loadCatalogue(
  orm: Orm,
  filter: { kind?: ContractItemKind; id?: string } = {},
): Promise<CatalogueEntry[]> {
  const rows = await orm
    .select()
    .from(checkoutProducts)
    .where(
      and(
        filter.kind ? eq(checkoutProducts.kind, filter.kind) : undefined,
        filter.id ? eq(checkoutProducts.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(checkoutProducts.sortOrder), asc(checkoutProducts.id));
  const series = await modelIdsBySeries(orm);
  return rows.map((row) => ({ row, product: catalogueProductOf(row, series) }));
}

/** A coupon by its code (any case), or null for a code nobody issued. */
export async function findCoupon(orm: Orm, code: string): Promise<Coupon | null> {
  const [row] = await orm
    .select()
    .from(checkoutCoupons)
    .where(eq(checkoutCoupons.code, code.trim().toUpperCase()));
  if (!row) return null;
  return {
    code: row.code,
    discount:
      row.discountKind === 'percentage'
        ? { kind: 'percentage', percent: row.discountValue }
        : { kind: 'amount', cents: row.discountValue },
    periods: row.periods,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

export interface NewOrder {
  userId: string;
  vehicle: Pick<VehicleRow, 'id'>;
  idempotencyKey: string;
  product: CatalogueEntry;
  period: SubscriptionPeriod;
  coupon: Coupon | null;
  summary: PriceSummary;
  invoiceAddress: InvoiceAddress;
  /** `YYYY-MM-DD`. */
  today: string;
}

/**
 * Stores an order with its first status and the contract item it creates (status `ordered`).
 * Returns `created: false` with the earlier order when the user placed one with the same
 * idempotency key meanwhile (two submits at once: the unique key lets one through).
 */
export async function placeOrder(
  orm: Orm,
  order: NewOrder,
): Promise<{ order: CheckoutOrder; created: boolean }> {
  const { product, row } = order.product;
  const licence = product.kind === 'traclink';
  const termMonths = licence
    ? row.freeMonths + (order.period === 'yearly' ? 12 : 1)
    : (row.termMonths ?? 12);
  const euros = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
  const inserted = await orm.transaction(async (tx) => {
    const [orderRow] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        vehicleId: order.vehicle.id,
        idempotencyKey: order.idempotencyKey,
        kind: product.kind,
        productId: product.id,
        productName: product.name,
        period: order.period,
        couponCode: order.summary.coupon?.code ?? null,
        summary: order.summary,
        invoiceAddress: order.invoiceAddress,
        type: 'order',
        status: 'ordered',
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!orderRow) return null;
    const [item] = await tx
      .insert(contractItems)
      .values({
        userId: order.userId,
        vehicleId: order.vehicle.id,
        kind: product.kind,
        title: product.name,
        status: 'ordered',
        subscriptionPeriod: licence ? order.period : null,
        freePeriodMonths: product.freeMonths,
        validFrom: order.today,
        validTo: addMonths(order.today, termMonths),
        renewsAutomatically: licence,
        priceOnce: euros(product.prices.once),
        priceSetup: euros(product.prices.setup),
        priceMonthly: licence ? euros(product.prices.monthly) : null,
        priceYearly: licence ? euros(product.prices.yearly) : null,
        couponCode: order.coupon?.code ?? null,
        productId: product.id,
      })
      .returning({ id: contractItems.id });
    const [withItem] = await tx
      .update(orders)
      .set({ contractItemId: item!.id })
      .where(eq(orders.id, orderRow.id))
      .returning();
    await tx
      .insert(orderStatusChanges)
      .values({ orderId: orderRow.id, status: 'ordered', changedAt: orderRow.createdAt });
    return withItem!;
  });
  if (inserted) return { order: (await loadOrder(orm, { id: inserted.id }))!, created: true };
  const earlier = await findOrder(orm, order.userId, order.idempotencyKey);
  if (!earlier) throw new Error('An order with this idempotency key vanished');
  return { order: earlier, created: false };
}

export interface Renewal {
  userId: string;
  item: Pick<ContractItemEntry, 'id' | 'validTo' | 'vehicle'>;
  idempotencyKey: string;
  product: CatalogueProduct;
  period: SubscriptionPeriod;
  summary: PriceSummary;
  invoiceAddress: InvoiceAddress;
  /** `YYYY-MM-DD`. */
  today: string;
}

/**
 * Stores the order (type `renewal`) of a licence's next period and extends the licence by it: from the day
 * after its end, or from today once it has ended; active again and renewing automatically.
 * Like `placeOrder`, `created: false` with the earlier order for an idempotency key used before.
 */
export async function placeRenewal(
  orm: Orm,
  renewal: Renewal,
): Promise<{ order: CheckoutOrder; created: boolean }> {
  const { product, item } = renewal;
  const inserted = await orm.transaction(async (tx) => {
    const [orderRow] = await tx
      .insert(orders)
      .values({
        userId: renewal.userId,
        vehicleId: item.vehicle.id,
        idempotencyKey: renewal.idempotencyKey,
        kind: product.kind,
        productId: product.id,
        productName: product.name,
        period: renewal.period,
        couponCode: renewal.summary.coupon?.code ?? null,
        summary: renewal.summary,
        invoiceAddress: renewal.invoiceAddress,
        contractItemId: item.id,
        type: 'renewal',
        status: 'ordered',
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!orderRow) return null;
    const start = item.validTo >= renewal.today ? dayAfter(item.validTo) : renewal.today;
    await tx
      .update(contractItems)
      .set({
        status: 'active',
        renewsAutomatically: true,
        subscriptionPeriod: renewal.period,
        validTo: addMonths(start, renewal.period === 'yearly' ? 12 : 1),
      })
      .where(and(eq(contractItems.id, item.id), eq(contractItems.userId, renewal.userId)));
    await tx
      .insert(orderStatusChanges)
      .values({ orderId: orderRow.id, status: 'ordered', changedAt: orderRow.createdAt });
    return orderRow;
  });
  if (inserted) return { order: (await loadOrder(orm, { id: inserted.id }))!, created: true };
  const earlier = await findOrder(orm, renewal.userId, renewal.idempotencyKey);
  if (!earlier) throw new Error('An order with this idempotency key vanished');
  return { order: earlier, created: false };
}

/** `YYYY-MM-DD` plus whole months, the day before the same day then (a term's last day). */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}

/** The day after `YYYY-MM-DD`. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
