import type { ModelSeries } from '@lindner/api/schema';
import {
  date,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// As migrations/0045_maintenance.sql creates them; the SQL files are the source of truth.

/** An item of a series' plan, or of a model's where it differs (`series` xor `modelId`). */
export const maintenancePlanItems = pgTable('maintenance_plan_items', {
  id: serial('id').primaryKey(),
  series: text('series').$type<ModelSeries>(),
  modelId: text('model_id'),
  itemKey: text('item_key').notNull(),
  hoursInterval: integer('hours_interval'),
  monthsInterval: integer('months_interval'),
  firstAtHours: integer('first_at_hours'),
  position: integer('position').notNull().default(0),
});
export type NewMaintenancePlanItemRow = typeof maintenancePlanItems.$inferInsert;

/** A plan item done on a vehicle; keyed by the vehicle so it moves with it. */
export const maintenanceDone = pgTable('maintenance_done', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleId: uuid('vehicle_id').notNull(),
  itemKey: text('item_key').notNull(),
  doneOn: date('done_on', { mode: 'string' }).notNull(),
  hours: doublePrecision('hours').notNull(),
  recordedBy: uuid('recorded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NewMaintenanceDoneRow = typeof maintenanceDone.$inferInsert;
