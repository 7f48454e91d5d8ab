import type { ModelFigure, ModelSeries, ModelUse, TransmissionKind } from '@lindner/api/schema';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

// As migrations/0001_portal_accounts_farms_fleet.sql creates them and 0021_model_pages.sql adds
// the model pages' columns; the SQL files are the source of truth.

export const vehicleModels = pgTable('vehicle_models', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  series: text('series').$type<ModelSeries>().notNull(),
  kind: text('kind', { enum: ['tractor', 'transporter'] }).notNull(),
  powerHp: integer('power_hp'),
  /** The transmission as the sources describe it (free text); `transmissionKind` classifies it. */
  transmission: text('transmission'),
  unladenWeightKg: integer('unladen_weight_kg'),
  permittedTotalWeightKg: integer('permitted_total_weight_kg'),
  permittedFrontAxleLoadKg: integer('permitted_front_axle_load_kg'),
  permittedRearAxleLoadKg: integer('permitted_rear_axle_load_kg'),
  wheelbaseMm: integer('wheelbase_mm'),
  powerKw: integer('power_kw'),
  maxSpeedKmh: integer('max_speed_kmh'),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
  engine: text('engine'),
  transmissionKind: text('transmission_kind').$type<TransmissionKind>(),
  fourWheelSteering: boolean('four_wheel_steering').notNull().default(false),
  uses: text('uses').array().$type<ModelUse[]>().notNull().default([]),
  /** Net list price in integer euro cents (a demo value, see referenceData/lindnerModels.ts). */
  listPriceCents: integer('list_price_cents'),
  tracLinkProducts: text('traclink_products')
    .array()
    .$type<('mobile' | 'smart')[]>()
    .notNull()
    .default([]),
  /** Addresses of the sources of the published figures. */
  sources: text('sources').array().notNull().default([]),
  /** The figures that are plausible demo values, not published ones (`modelFigures` names). */
  demoFigures: text('demo_figures').array().$type<ModelFigure[]>().notNull().default([]),
});
export type VehicleModelRow = typeof vehicleModels.$inferSelect;
