import type {
  CatalogueProduct,
  CheckoutOrder,
  Coupon,
  InvoiceAddress,
  PriceSummary,
  SubscriptionPeriod,
} from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import {
  contractItems,
  findOrder,
  loadOrder,
  orderStatusChanges,
  orders,
  type OrderRow,
} from '../../plugins/orderRecords';
import type { CatalogueEntry } from './catalogue';

// Storing an order or a renewal, once per idempotency key however many submits carry it at
// once: the order's row comes first, `INSERT … ON CONFLICT (user_id, idempotency_key) DO
// NOTHING`. On PostgreSQL a parallel submit with the same key waits there until the first one's
// transaction ends: committed, it finds the key taken and answers that order; rolled back (the
// first was refused), it stores its own. Only the submit that stored the order calls `whenNew`,
// inside the transaction: the submits limit counts there, and its refusal stores nothing.

/** Called once an order is new, before it is committed; what it throws undoes the order. */
export type WhenNew = () => Promise<void>;

export interface Placed {
  order: CheckoutOrder;
  /** False when the order of this idempotency key was placed before (a repeated submit). */
  created: boolean;
}

export interface NewOrder {
  userId: string;
  vehicleId: string;
  idempotencyKey: string;
  product: CatalogueEntry;
  period: SubscriptionPeriod;
  coupon: Coupon | null;
  summary: PriceSummary;
  invoiceAddress: InvoiceAddress;
  /** `YYYY-MM-DD`. */
  today: string;
}

/** Stores an order with its first status and the contract item it creates (status `ordered`). */
export async function placeOrder(orm: Orm, order: NewOrder, whenNew: WhenNew): Promise<Placed> {
  const { product, row } = order.product;
  const licence = product.kind === 'traclink';
  const termMonths = licence
    ? row.freeMonths + (order.period === 'yearly' ? 12 : 1)
    : (row.termMonths ?? 12);
  const euros = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
  const inserted = await orm.transaction(async (tx) => {
    const orderRow = await insertOrder(tx, {
      userId: order.userId,
      vehicleId: order.vehicleId,
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
    });
    if (!orderRow) return null;
    await whenNew();
    const [item] = await tx
      .insert(contractItems)
      .values({
        userId: order.userId,
        vehicleId: order.vehicleId,
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
    await tx.update(orders).set({ contractItemId: item!.id }).where(eq(orders.id, orderRow.id));
    await tx
      .insert(orderStatusChanges)
      .values({ orderId: orderRow.id, status: 'ordered', changedAt: orderRow.createdAt });
    return orderRow;
  });
  return placed(orm, order, inserted);
}

export interface Renewal {
  userId: string;
  /** The licence renewed: its end and its vehicle. */
  item: { id: string; validTo: string; vehicleId: string };
  idempotencyKey: string;
  product: CatalogueProduct;
  period: SubscriptionPeriod;
  summary: PriceSummary;
  invoiceAddress: InvoiceAddress;
  /** `YYYY-MM-DD`. */
  today: string;
}

/**
 * Stores the order (type `renewal`) of a licence's next period and extends the licence by it:
 * from the day after its end, or from today once it has ended; active again and renewing
 * automatically.
 */
export async function placeRenewal(orm: Orm, renewal: Renewal, whenNew: WhenNew): Promise<Placed> {
  const { product, item } = renewal;
  const inserted = await orm.transaction(async (tx) => {
    const orderRow = await insertOrder(tx, {
      userId: renewal.userId,
      vehicleId: item.vehicleId,
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
    });
    if (!orderRow) return null;
    await whenNew();
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
  return placed(orm, renewal, inserted);
}

/** The order's row, or null when the user's idempotency key is taken (by a committed order). */
async function insertOrder(
  tx: Pick<Orm, 'insert'>,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | null> {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return row ?? null;
}

/** The order just stored, or the earlier one of the same idempotency key. */
async function placed(
  orm: Orm,
  { userId, idempotencyKey }: { userId: string; idempotencyKey: string },
  inserted: OrderRow | null,
): Promise<Placed> {
  if (inserted) return { order: (await loadOrder(orm, { id: inserted.id }))!, created: true };
  const earlier = await findOrder(orm, userId, idempotencyKey);
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
