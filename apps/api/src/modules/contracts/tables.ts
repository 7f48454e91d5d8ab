import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';
import { vehicles } from '../../plugins/vehicles';

// As migrations/0042_traclink_mobile_pairing.sql creates it; the SQL files are the source of truth.

/** The TracLink Mobile app's pairing code of a vehicle: one per vehicle, replaced by a new one. */
export const traclinkMobilePairings = pgTable('traclink_mobile_pairings', {
  vehicleId: uuid('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
