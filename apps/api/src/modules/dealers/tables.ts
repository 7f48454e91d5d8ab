import { boolean, doublePrecision, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// As migrations/0002_dealers.sql creates them; the SQL files are the source of truth.

export const postalCodes = pgTable(
  'postal_codes',
  {
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.zip, table.city] })],
);
export type PostalCodeRow = typeof postalCodes.$inferSelect;

interface DealerContactColumn {
  name: string;
  phone: string | null;
  email: string | null;
}
interface OpeningIntervalColumn {
  day: number;
  opens: string;
  closes: string;
}

export const dealers = pgTable('dealers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  storeTypes: text('store_types', {
    enum: ['reseller', 'servicePartner', 'municipalDealer', 'baseDealer'],
  })
    .array()
    .notNull(),
  municipal: boolean('municipal').notNull().default(false),
  street: text('street').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country', { enum: ['AT', 'DE', 'CH', 'IT', 'SI'] }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  licences: text('licences').array().notNull().default([]),
  diagnosis: boolean('diagnosis').notNull().default(false),
  certification: text('certification', { enum: ['review', 'progress', 'approved'] }),
  contactPerson: jsonb('contact_person').$type<DealerContactColumn>(),
  areaSalesManager: jsonb('area_sales_manager').$type<DealerContactColumn>(),
  openingHours: jsonb('opening_hours').$type<OpeningIntervalColumn[]>().notNull().default([]),
});
export type DealerRow = typeof dealers.$inferSelect;
