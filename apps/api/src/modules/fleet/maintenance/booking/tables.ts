import type { ServiceBookingState } from '@lindner/api/schema';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// As migrations/0047_service_bookings.sql creates it; the SQL files are the source of truth.

/** A booking of a service at a dealer; keyed by the vehicle, so that it moves with it. */
export const serviceBookings = pgTable('service_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleId: uuid('vehicle_id').notNull(),
  bookedBy: uuid('booked_by'),
  dealerId: text('dealer_id').notNull(),
  dealerName: text('dealer_name').notNull(),
  dealerEmail: text('dealer_email').notNull(),
  state: text('state').$type<ServiceBookingState>().notNull().default('requested'),
  proposedDates: date('proposed_dates', { mode: 'string' }).array().notNull(),
  itemKeys: text('item_keys').array().notNull(),
  note: text('note').notNull().default(''),
  confirmedDate: date('confirmed_date', { mode: 'string' }),
  dealerProposalDate: date('dealer_proposal_date', { mode: 'string' }),
  dealerMessage: text('dealer_message').notNull().default(''),
  dealerLocale: text('dealer_locale').notNull(),
  ownerLocale: text('owner_locale').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  serviceEntryId: uuid('service_entry_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ServiceBookingRow = typeof serviceBookings.$inferSelect;
