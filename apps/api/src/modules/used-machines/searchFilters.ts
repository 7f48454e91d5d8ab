import { priceRangeBounds, type MachineQuery, type MachineSort } from '@lindner/api/schema';
import {
  and,
  arrayContains,
  asc,
  between,
  desc,
  gte,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { machines } from './tables';

/** Where distances are measured from: a zip's place or a position. */
export interface SearchOrigin {
  lat: number;
  lng: number;
  label: string | null;
}

/** The filters that have facet counts: each facet counts with every filter but its own. */
export const facetNames = [
  'type',
  'vehicleClass',
  'modelId',
  'country',
  'equipment',
  'priceRange',
  'offerType',
] as const;
export type FacetName = (typeof facetNames)[number];

/** The mean Earth radius (IUGG), in km, as the dealer search measures. */
const earthRadiusKm = 6371.0088;
const kmPerDegree = (earthRadiusKm * Math.PI) / 180;

const degrees = (value: number) => sql`${value}::double precision`;

/** The great-circle distance (haversine) of a machine from the origin, in km. */
export function distanceKm(origin: SearchOrigin): SQL<number> {
  const lat = degrees(origin.lat);
  const lng = degrees(origin.lng);
  return sql<number>`(2 * ${degrees(earthRadiusKm)} * asin(least(1, sqrt(
    power(sin(radians(${machines.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${machines.lat}))
      * power(sin(radians(${machines.lng} - ${lng}) / 2), 2)))))`;
}

/**
 * Within the radius: first the bounding box of the circle (which the position index answers),
 * then, unless a machine is inside a square well within the circle, the exact distance.
 */
function withinRadius(origin: SearchOrigin, radiusKm: number): SQL {
  const latDelta = radiusKm / kmPerDegree;
  const farthestLat = Math.min(89.9, Math.abs(origin.lat) + latDelta);
  const lngDelta = radiusKm / (kmPerDegree * Math.cos((farthestLat * Math.PI) / 180));
  const box = [between(machines.lat, origin.lat - latDelta, origin.lat + latDelta)];
  // Across the antimeridian (or at a pole) the longitude says nothing; the distance decides.
  const lngBounded = origin.lng - lngDelta > -180 && origin.lng + lngDelta < 180;
  if (lngBounded) box.push(between(machines.lng, origin.lng - lngDelta, origin.lng + lngDelta));
  const exact = lte(distanceKm(origin), radiusKm);
  if (!lngBounded || farthestLat > 80) return and(...box, exact)!;
  // Half the side of the inner square: its corners lie at 0.92 of the radius, which leaves
  // room for the Earth's curvature; its longitudes are taken where a degree is longest.
  const innerKm = radiusKm * 0.65;
  const innerLat = innerKm / kmPerDegree;
  const nearestLat = Math.max(0, Math.abs(origin.lat) - innerLat);
  const innerLng = innerKm / (kmPerDegree * Math.cos((nearestLat * Math.PI) / 180));
  const inner = and(
    between(machines.lat, origin.lat - innerLat, origin.lat + innerLat),
    between(machines.lng, origin.lng - innerLng, origin.lng + innerLng),
  );
  return and(...box, or(inner, exact))!;
}

function range(column: PgColumn, min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) return between(column, min, max);
  if (min !== undefined) return gte(column, min);
  if (max !== undefined) return lte(column, max);
  return undefined;
}

const list = <T extends string>(column: PgColumn, values: readonly T[] | undefined) =>
  values?.length ? inArray(column, [...values]) : undefined;

/** A price range's condition: a price on request is in none. */
export function priceRangeCondition(range: NonNullable<MachineQuery['priceRange']>): SQL {
  const { minCents, maxCents } = priceRangeBounds[range];
  return maxCents === null
    ? gte(machines.priceCents, minCents)
    : between(machines.priceCents, minCents, maxCents);
}

/** The conditions of the filters with facets, each undefined when the query has no such filter. */
export function facetFilters(query: MachineQuery): Record<FacetName, SQL | undefined> {
  return {
    type: list(machines.type, query.types),
    vehicleClass: list(machines.vehicleClass, query.vehicleClasses),
    modelId: list(machines.modelId, query.modelIds),
    country: list(machines.country, query.countries),
    equipment: query.equipment?.length
      ? arrayContains(machines.equipment, [...query.equipment])
      : undefined,
    priceRange: query.priceRange ? priceRangeCondition(query.priceRange) : undefined,
    offerType: list(machines.offerType, query.offerTypes),
  };
}

/** The conditions every count shares: the number ranges and the radius. */
export function sharedFilters(query: MachineQuery, origin: SearchOrigin | null): SQL[] {
  return [
    range(machines.operatingHours, query.operatingHoursMin, query.operatingHoursMax),
    range(machines.horsepower, query.horsepowerMin, query.horsepowerMax),
    range(machines.yearOfConstruction, query.yearMin, query.yearMax),
    origin && query.radiusKm !== undefined ? withinRadius(origin, query.radiusKm) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The whole search's condition. */
export function searchCondition(query: MachineQuery, origin: SearchOrigin | null): SQL | undefined {
  return and(
    ...sharedFilters(query, origin),
    ...Object.values(facetFilters(query)).filter((each) => each !== undefined),
  );
}

/**
 * The order of a sort; the id breaks ties, so that pages neither repeat nor skip a machine.
 * Machines with the price on request come last in either price order.
 */
export function sortOrder(sort: MachineSort): SQL[] {
  switch (sort) {
    case 'dateDesc':
      return [desc(machines.listedAt), desc(machines.id)];
    case 'dateAsc':
      return [asc(machines.listedAt), asc(machines.id)];
    case 'priceAsc':
      return [sql`${machines.priceCents} ASC NULLS LAST`, asc(machines.id)];
    case 'priceDesc':
      return [sql`${machines.priceCents} DESC NULLS LAST`, desc(machines.id)];
  }
}
