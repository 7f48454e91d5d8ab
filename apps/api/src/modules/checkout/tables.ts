import { date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

// The checkout's catalogue and coupons, as migrations/0007_contracts_checkout.sql creates them
// (the SQL files are the source of truth; the catalogue's rows are reference data, inserted by
// 0014_reference_checkout_catalogue.sql). Orders and the items they create are
// plugins/orderRecords.ts': the contracts and staff's review read them too.

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
