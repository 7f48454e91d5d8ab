import { isDealerCountry, type DealerQuery, type DealerWithDistance } from '@lindner/api/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { boolean, doublePrecision, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Orm } from '../database/connection';

// The dealers and the towns a search resolves: what the dealer finder (modules/dealers), the
// used machines (a machine's dealer, the distance filter's zip) and the services page (the
// dealer nearest to a user) read. As migrations/0002_dealers.sql creates the tables; the SQL
// files are the source of truth.

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

/** The mean Earth radius (IUGG), in km. */
const earthRadiusKm = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The great-circle distance between two points (haversine), in km. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Where a zip or city lies; the country narrows it, else the first by country and zip. */
export async function findPlace(
  orm: Orm,
  query: Pick<DealerQuery, 'zip' | 'city' | 'country'>,
): Promise<(Coordinates & { label: string }) | null> {
  const conditions = [
    query.zip ? eq(postalCodes.zip, query.zip) : undefined,
    query.city ? sql`lower(${postalCodes.city}) = lower(${query.city})` : undefined,
    query.country ? eq(postalCodes.country, query.country) : undefined,
  ];
  const [row] = await orm
    .select()
    .from(postalCodes)
    .where(and(...conditions))
    .orderBy(
      sql`array_position(ARRAY['AT','DE','CH','IT','SI'], ${postalCodes.country})`,
      asc(postalCodes.zip),
    )
    .limit(1);
  return row ? { lat: row.lat, lng: row.lng, label: `${row.zip} ${row.city}` } : null;
}

export async function loadDealers(orm: Orm): Promise<DealerRow[]> {
  return orm.select().from(dealers);
}

export function toDealer(row: DealerRow, distanceKm: number | null): DealerWithDistance {
  return {
    id: row.id,
    name: row.name,
    storeTypes: row.storeTypes,
    municipal: row.municipal,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    email: row.email,
    website: row.website,
    licences: row.licences,
    diagnosis: row.diagnosis,
    certification: row.certification,
    contactPerson: row.contactPerson,
    areaSalesManager: row.areaSalesManager,
    openingHours: row.openingHours,
    distanceKm,
  };
}

/**
 * The dealers matching the query's types, nearest first from `origin` (distances rounded to
 * 0.1 km) and within its radius; without an origin (a search by country) by zip and name.
 */
export function rankDealers(
  rows: DealerRow[],
  origin: Coordinates | null,
  query: Pick<DealerQuery, 'types' | 'radiusKm' | 'municipal' | 'country'>,
): DealerWithDistance[] {
  const matching = rows.filter(
    (row) =>
      (!query.types || row.storeTypes.some((type) => query.types!.includes(type))) &&
      (!query.municipal || row.municipal),
  );
  if (!origin) {
    return matching
      .filter((row) => !query.country || row.country === query.country)
      .sort((a, b) => a.zip.localeCompare(b.zip) || a.name.localeCompare(b.name))
      .map((row) => toDealer(row, null));
  }
  return matching
    .map((row) => ({ row, km: greatCircleKm(origin, row) }))
    .filter(({ km }) => query.radiusKm === undefined || km <= query.radiusKm)
    .sort((a, b) => a.km - b.km || a.row.name.localeCompare(b.row.name))
    .map(({ row, km }) => toDealer(row, Math.round(km * 10) / 10));
}

/**
 * The dealer nearest to a zip, by the dealer finder's search (the country narrows the zip), of
 * the given store types if any; null without a zip or for a zip the postal code table does not
 * know.
 */
export async function nearestDealer(
  orm: Orm,
  zip: string | null,
  country: string | null,
  types?: DealerQuery['types'],
): Promise<(DealerRow & { distanceKm: number | null }) | null> {
  if (!zip) return null;
  const place = await findPlace(orm, { zip, ...(isDealerCountry(country) ? { country } : {}) });
  if (!place) return null;
  const rows = await loadDealers(orm);
  const [nearest] = rankDealers(rows, place, types ? { types } : {});
  const row = nearest && rows.find((candidate) => candidate.id === nearest.id);
  return row ? { ...row, distanceKm: nearest.distanceKm } : null;
}
