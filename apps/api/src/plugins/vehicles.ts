import { and, eq } from 'drizzle-orm';
import {
  doublePrecision,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageAssetPayload } from '@lindner/api/schema';
import type { Orm } from '../database/connection';
import { users } from './users';
import { vehicleModels } from './vehicleModels';

// The vehicles of the users' fleets, which checkout, orders and events read as the fleet does.
// As migrations/0001_portal_accounts_farms_fleet.sql and 0006_fleet.sql create them; the SQL
// files are the source of truth.

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
  /** The image for the Image component (0006); null without one. */
  imageAsset: jsonb('image_asset').$type<ImageAssetPayload>(),
  yearOfConstruction: smallint('year_of_construction'),
  dataSource: text('data_source', {
    enum: ['traclinkMobile', 'fuelDiary', 'averageConsumption'],
  }).notNull(),
  /** Staff's check (0006): a new vehicle is pending. */
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  rejectionReason: text('rejection_reason'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by'),
  /** The figures known before the diary (registration, TracLink); the diary adds to them. */
  operatingHours: doublePrecision('operating_hours').notNull().default(0),
  fuelUsedLiters: doublePrecision('fuel_used_liters').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VehicleRow = typeof vehicles.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}

/** The caller's vehicle, or undefined: another user's vehicle is as unknown as a missing one. */
export async function loadVehicleRow(
  orm: Orm,
  userId: string,
  id: string,
): Promise<VehicleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  return row;
}
