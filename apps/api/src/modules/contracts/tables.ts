import {
  boolean,
  date,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// As migrations/0001_portal_accounts_farms_fleet.sql creates them; the SQL files are the source of truth.

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContractItemRow = typeof contractItems.$inferSelect;
