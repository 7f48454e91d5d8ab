import type { EventFormat } from '@lindner/api/schema';
import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';

// As migrations/0011_events.sql creates them; the SQL files are the source of truth.

export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  teaser: text('teaser').notNull(),
  description: text('description').notNull().default(''),
  format: text('format').$type<EventFormat>().notNull(),
  training: boolean('training').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  venueName: text('venue_name'),
  venueStreet: text('venue_street'),
  venueZip: text('venue_zip'),
  venueCity: text('venue_city'),
  venueCountry: text('venue_country', { enum: ['AT', 'DE', 'CH', 'IT', 'SI'] }),
  venueRegion: text('venue_region'),
  venueLat: doublePrecision('venue_lat'),
  venueLng: doublePrecision('venue_lng'),
  onlineUrl: text('online_url'),
  capacity: integer('capacity'),
  placesTaken: integer('places_taken').notNull().default(0),
  companionsAllowed: integer('companions_allowed').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type EventRow = typeof events.$inferSelect;

/** The languages an event's text can be in: German, the source, and its translations. */
export type EventTextLanguage = 'de' | 'en' | 'fr';

/** An event's title, teaser and description in English or French (0033_event_texts.sql). */
export const eventTexts = pgTable(
  'event_texts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.language] })],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companions: integer('companions').notNull().default(0),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
