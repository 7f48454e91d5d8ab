import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../plugins/users';
import { vehicles } from '../../../plugins/vehicles';

// As migrations/0048_vehicle_transfers.sql creates it; the SQL file is the source of truth.

export const vehicleTransfers = pgTable('vehicle_transfers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null once the vehicle is gone (the buyer removed it after accepting). */
  vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  vin: text('vin').notNull(),
  modelName: text('model_name').notNull(),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** In lower case. */
  buyerEmail: text('buyer_email').notNull(),
  buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  diaryGoes: boolean('diary_goes').notNull(),
  sellerLocale: text('seller_locale').notNull(),
  state: text('state', { enum: ['offered', 'accepted', 'refused', 'withdrawn'] })
    .notNull()
    .default('offered'),
  adId: uuid('ad_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  sellerDiaryCsv: text('seller_diary_csv'),
});
export type VehicleTransferRow = typeof vehicleTransfers.$inferSelect;
