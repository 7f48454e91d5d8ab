import { date, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../../database/columns';
import { users } from '../../../plugins/users';
import { vehicles } from '../../../plugins/vehicles';

// As migrations/0044_machine_file.sql creates it; the SQL files are the source of truth.

/** A service of a vehicle: keyed by the vehicle, so that it moves with it to a new owner. */
export const vehicleServiceEntries = pgTable('vehicle_service_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  writtenBy: text('written_by', { enum: ['owner', 'dealer'] }).notNull(),
  authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
  dealerId: text('dealer_id'),
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  operatingHours: doublePrecision('operating_hours').notNull(),
  workDone: text('work_done').notNull(),
  parts: text('parts').notNull().default(''),
  doneBy: text('done_by', { enum: ['owner', 'dealer'] }).notNull(),
  dealerName: text('dealer_name'),
  invoiceName: text('invoice_name'),
  invoiceType: text('invoice_type', { enum: ['application/pdf', 'image/webp'] }),
  invoiceBytes: bytea('invoice_bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ServiceEntryRow = typeof vehicleServiceEntries.$inferSelect;
