import { doublePrecision, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vehicleModels } from '../models/tables';
import { users } from '../user/tables';

// As migrations/0001_portal_accounts_farms_fleet.sql creates them; the SQL files are the source of truth.

export const vehicles = pgTable('vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vin: text('vin').notNull().unique(),
  modelId: text('model_id')
    .notNull()
    .references(() => vehicleModels.id),
  imageUrl: text('image_url'),
  yearOfConstruction: smallint('year_of_construction'),
  dataSource: text('data_source', {
    enum: ['traclinkMobile', 'fuelDiary', 'averageConsumption'],
  }).notNull(),
  operatingHours: doublePrecision('operating_hours').notNull().default(0),
  fuelUsedLiters: doublePrecision('fuel_used_liters').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VehicleRow = typeof vehicles.$inferSelect;
