import { integer, pgTable, text } from 'drizzle-orm/pg-core';

// As migrations/0001_portal_accounts_farms_fleet.sql creates them; the SQL files are the source of truth.

export const vehicleModels = pgTable('vehicle_models', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  series: text('series').notNull(),
  kind: text('kind', { enum: ['tractor', 'transporter'] }).notNull(),
  powerHp: integer('power_hp'),
  transmission: text('transmission'),
  unladenWeightKg: integer('unladen_weight_kg'),
  permittedTotalWeightKg: integer('permitted_total_weight_kg'),
  permittedFrontAxleLoadKg: integer('permitted_front_axle_load_kg'),
  permittedRearAxleLoadKg: integer('permitted_rear_axle_load_kg'),
  wheelbaseMm: integer('wheelbase_mm'),
});
export type VehicleModelRow = typeof vehicleModels.$inferSelect;
