// Types only: the test setup loads the tables before the workspace packages resolve from source.
import type {
  CheckoutOrder,
  InvoiceAddress,
  OrderStatus,
  OrderType,
  PriceSummary,
} from '@lindner/api/schema';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Orm } from '../database/connection';
import { vehicleModels } from './vehicleModels';
import { vehicles } from './vehicles';

// What ordering leaves behind, shared by the three modules that read or write it: the checkout
// places orders and creates or renews the licences and warranties they are for
// (modules/checkout), the contracts show, cancel and switch those items (modules/contracts),
// staff complete the orders (modules/orders). As migrations/0001_portal_accounts_farms_fleet.sql,
// 0007_contracts_checkout.sql and 0008_orders_lifecycle.sql create the tables; the SQL files
// are the source of truth.

const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A user's licences and warranties, one per vehicle and contract. */
export const contractItems = pgTable('contract_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  vehicleId: uuid('vehicle_id').notNull(),
  kind: text('kind', { enum: ['traclink', 'warranty'] }).notNull(),
  title: text('title').notNull(),
  status: text('status', {
    enum: ['active', 'expiring', 'expired', 'ordered', 'equipped', 'cancelled', 'upgrade'],
  }).notNull(),
  subscriptionPeriod: text('subscription_period', { enum: ['monthly', 'yearly'] }),
  freePeriodMonths: smallint('free_period_months'),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  renewsAutomatically: boolean('renews_automatically').notNull().default(false),
  priceOnce: price('price_once'),
  priceSetup: price('price_setup'),
  priceMonthly: price('price_monthly'),
  priceYearly: price('price_yearly'),
  currency: text('currency').notNull().default('EUR'),
  couponCode: text('coupon_code'),
  /** The catalogue product it was sold as (0008); null for an item older than the catalogue. */
  productId: text('product_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContractItemRow = typeof contractItems.$inferSelect;

/** Orders (0007): one per user and idempotency key. */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  vehicleId: uuid('vehicle_id').notNull(),
  idempotencyKey: uuid('idempotency_key').notNull(),
  kind: text('kind', { enum: ['traclink', 'warranty'] }).notNull(),
  productId: text('product_id').notNull(),
  productName: text('product_name').notNull(),
  period: text('period', { enum: ['monthly', 'yearly'] }).notNull(),
  couponCode: text('coupon_code'),
  summary: jsonb('summary').$type<PriceSummary>().notNull(),
  invoiceAddress: jsonb('invoice_address').$type<InvoiceAddress>().notNull(),
  contractItemId: uuid('contract_item_id'),
  status: text('status').$type<OrderStatus>().notNull().default('ordered'),
  /** How it came about (0008). */
  type: text('type').$type<OrderType>().notNull().default('order'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The vehicle as it was when its row went (0043); null while the vehicle exists. */
  vehicleRecord: jsonb('vehicle_record').$type<{
    vin: string;
    modelId: string;
    modelName: string;
  }>(),
});
export type OrderRow = typeof orders.$inferSelect;

/** Every status an order went through (0007, 0008). */
export const orderStatusChanges = pgTable('order_status_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Orders the changes of one transaction, which share their time (0008). */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export interface OrderFilter {
  /** The owner's orders only; without it every user's (staff). */
  userId?: string;
  id?: string;
  status?: OrderStatus;
  idempotencyKey?: string;
}

/** Orders with their vehicle and status history: newest first, or oldest first. */
export async function loadOrders(
  orm: Orm,
  filter: OrderFilter,
  sequence: 'newestFirst' | 'oldestFirst' = 'newestFirst',
): Promise<CheckoutOrder[]> {
  const conditions: (SQL | undefined)[] = [
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.id ? eq(orders.id, filter.id) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.idempotencyKey ? eq(orders.idempotencyKey, filter.idempotencyKey) : undefined,
  ];
  const by = sequence === 'newestFirst' ? desc : asc;
  const rows = await orm
    .select({
      order: orders,
      vin: vehicles.vin,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(orders)
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(and(...conditions))
    .orderBy(by(orders.createdAt), by(orders.id));
  if (rows.length === 0) return [];
  const changes = await orm
    .select()
    .from(orderStatusChanges)
    .where(
      inArray(
        orderStatusChanges.orderId,
        rows.map(({ order }) => order.id),
      ),
    )
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.seq));
  return rows.map(({ order, ...live }) => ({
    ...orderOf(order),
    vehicle: vehicleOf(order, live),
    statusHistory: changes
      .filter((change) => change.orderId === order.id)
      .map((change) => ({ status: change.status, changedAt: change.changedAt.toISOString() })),
  }));
}

/** The order's vehicle: as it is, or as it was when the vehicle was removed. */
function vehicleOf(
  order: OrderRow,
  live: { vin: string | null; modelId: string | null; modelName: string | null },
): CheckoutOrder['vehicle'] {
  const { vin, modelId, modelName } =
    live.vin !== null || !order.vehicleRecord ? live : order.vehicleRecord;
  return {
    id: order.vehicleId,
    vin: vin ?? '',
    model: { id: modelId ?? '', name: modelName ?? '' },
  };
}

function orderOf(row: OrderRow): Omit<CheckoutOrder, 'vehicle' | 'statusHistory'> {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    productId: row.productId,
    productName: row.productName,
    contractItemId: row.contractItemId,
    invoiceAddress: row.invoiceAddress,
    summary: row.summary,
  };
}

/** One order, or null. */
export async function loadOrder(orm: Orm, filter: OrderFilter): Promise<CheckoutOrder | null> {
  const [order] = await loadOrders(orm, filter);
  return order ?? null;
}

/** The user's order of an idempotency key, if one was placed with it. */
export function findOrder(
  orm: Orm,
  userId: string,
  idempotencyKey: string,
): Promise<CheckoutOrder | null> {
  return loadOrder(orm, { userId, idempotencyKey });
}
