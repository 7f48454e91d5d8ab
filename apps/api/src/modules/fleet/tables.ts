import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';
import { vehicles } from '../../plugins/vehicles';

// As migrations/0006_fleet.sql creates them; the SQL files are the source of truth. The vehicles
// themselves are plugins/vehicles.ts: checkout, orders and events read them too.

export const vehicleImageFiles = pgTable(
  'vehicle_image_files',
  {
    uploadId: text('upload_id').notNull(),
    rendition: text('rendition', { enum: ['xs', 'md', 'xs@2x', 'md@2x'] }).notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rendition] })],
);

/** One diary entry of any kind; see 0006_fleet.sql for which columns each kind fills. */
export const diaryEntries = pgTable('diary_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleId: uuid('vehicle_id').notNull(),
  userId: uuid('user_id').notNull(),
  kind: text('kind', { enum: ['fuelStop', 'operation', 'average', 'note'] }).notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  hours: doublePrecision('hours'),
  endHours: doublePrecision('end_hours'),
  liters: doublePrecision('liters'),
  fullTank: boolean('full_tank'),
  operationType: text('operation_type', {
    enum: ['fieldEasy', 'fieldHard', 'grasEasy', 'grasHard', 'otherEasy', 'otherHard'],
  }),
  durationHours: doublePrecision('duration_hours'),
  text: text('text'),
  consumptionField: doublePrecision('consumption_field'),
  consumptionGras: doublePrecision('consumption_gras'),
  consumptionOther: doublePrecision('consumption_other'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
export type NewDiaryEntryRow = typeof diaryEntries.$inferInsert;
