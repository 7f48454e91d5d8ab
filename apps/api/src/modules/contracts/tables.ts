// Types only: the test setup loads the tables before the workspace packages resolve from source.
import type { InvoiceAddress, OrderStatus, OrderType, PriceSummary } from '@lindner/api/schema';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// As migrations/0001_portal_accounts_farms_fleet.sql, 0007_contracts_checkout.sql and
// 0008_orders_lifecycle.sql create them; the SQL files are the source of truth.

const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

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

/** The checkout's catalogue (0007): net prices in integer cents. */
export const checkoutProducts = pgTable('checkout_products', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['traclink', 'warranty'] }).notNull(),
  name: text('name').notNull(),
  priceOnceCents: integer('price_once_cents'),
  priceSetupCents: integer('price_setup_cents'),
  priceMonthlyCents: integer('price_monthly_cents'),
  priceYearlyCents: integer('price_yearly_cents'),
  freeMonths: smallint('free_months').notNull().default(0),
  /** A warranty's model series (`vehicle_models.series`). */
  modelSeries: text('model_series').array(),
  maxVehicleAgeYears: smallint('max_vehicle_age_years'),
  /** A warranty's term from the order, in months. */
  termMonths: smallint('term_months'),
  sortOrder: smallint('sort_order').notNull().default(0),
});
export type CheckoutProductRow = typeof checkoutProducts.$inferSelect;

/** Coupon codes (0007), in capitals. */
export const checkoutCoupons = pgTable('checkout_coupons', {
  code: text('code').primaryKey(),
  discountKind: text('discount_kind', { enum: ['percentage', 'amount'] }).notNull(),
  discountValue: integer('discount_value').notNull(),
  periods: text('periods', { enum: ['once', 'setup', 'monthly', 'yearly'] })
    .array()
    .notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
});
export type CheckoutCouponRow = typeof checkoutCoupons.$inferSelect;

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
