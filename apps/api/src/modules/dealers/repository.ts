import type { DealerQuery } from '@lindner/api/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { Coordinates } from './dealerSearch';
import { dealers, postalCodes, type DealerRow } from './tables';

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
