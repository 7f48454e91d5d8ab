import type { DealerQuery, DealerWithDistance } from '@lindner/api/schema';
import type { DealerRow } from './tables';

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
