import type { DealerCountry, MachineQuery } from '@lindner/api/schema';
import type { Orm } from '../../database/connection';
import { findPlace } from '../../plugins/dealerDirectory';
import type { SearchOrigin } from './searchFilters';

/** The place of a zip (in a country, or in any, Austria's first); null for an unknown zip. */
export type PlaceLookup = (
  zip: string,
  country: DealerCountry | undefined,
) => Promise<SearchOrigin | null>;

/** Places as the postal code table has them, looked up each time. */
export const placesOf =
  (orm: Orm): PlaceLookup =>
  (zip, country) =>
    findPlace(orm, { zip, country });

/**
 * Places kept a minute (at most 1000): the postal codes change with a migration, not between
 * searches. A failed lookup is tried again at the next call.
 */
export function rememberedPlaces(orm: Orm): PlaceLookup {
  const places = new Map<string, Promise<SearchOrigin | null>>();
  return (zip, country) => {
    const key = `${country ?? ''}:${zip}`;
    let place = places.get(key);
    if (!place) {
      if (places.size >= 1000) places.clear();
      place = findPlace(orm, { zip, country }).catch((error: unknown) => {
        places.delete(key);
        throw error;
      });
      places.set(key, place);
      setTimeout(() => places.delete(key), 60_000).unref();
    }
    return place;
  };
}

/**
 * Where a search measures distances from: its position, or its zip's place (null when the zip
 * names no place we know; without a country the zip is looked for in every country, Austria's
 * first); undefined for a search without either.
 */
export async function searchOrigin(
  query: MachineQuery,
  placeOf: PlaceLookup,
): Promise<SearchOrigin | null | undefined> {
  if (query.lat !== undefined && query.lng !== undefined) {
    return { lat: query.lat, lng: query.lng, label: null };
  }
  if (!query.zip) return undefined;
  return placeOf(query.zip, query.countries?.[0]);
}
