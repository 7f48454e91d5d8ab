import {
  boolean,
  doublePrecision,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';

// As migrations/0001_portal_accounts_farms_fleet.sql creates them; the SQL files are the source of truth.

export const farms = pgTable('farms', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  vulgo: text('vulgo'),
  since: smallint('since'),
  area: doublePrecision('area'),
  leasedArea: doublePrecision('leased_area'),
  areaUnderLease: doublePrecision('area_under_lease'),
  workHours: doublePrecision('work_hours'),
  mountainFarmer: boolean('mountain_farmer').notNull().default(false),
  siloHay: boolean('silo_hay').notNull().default(false),
  businessType: text('business_type'),
  economyTypes: text('economy_types').array().notNull().default([]),
  fertilisationTypes: text('fertilisation_types').array().notNull().default([]),
  sizeBand: text('size_band'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FarmRow = typeof farms.$inferSelect;
