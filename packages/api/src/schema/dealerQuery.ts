// The dealer search's query and its terms, without zod: the dealer finder builds its searches
// with these and loads no schema code until it reads an answer (dealers.ts re-exports them).

/**
 * The dealer finder's store types (SPEC.md "Dealer"). Each has a municipal variant: a dealer
 * that also serves municipal customers carries `municipal: true`, and the legend shows the
 * type's symbol with the municipal mark.
 */
export const storeTypes = ['reseller', 'servicePartner', 'municipalDealer', 'baseDealer'] as const;
export type StoreType = (typeof storeTypes)[number];

export function isStoreType(value: unknown): value is StoreType {
  return typeof value === 'string' && (storeTypes as readonly string[]).includes(value);
}

/** The countries with Lindner dealers (ISO 3166-1 alpha-2); South Tyrol is IT. */
export const dealerCountries = ['AT', 'DE', 'CH', 'IT', 'SI'] as const;
export type DealerCountry = (typeof dealerCountries)[number];

export function isDealerCountry(value: unknown): value is DealerCountry {
  return typeof value === 'string' && (dealerCountries as readonly string[]).includes(value);
}

/** The largest search radius in km; beyond it the search is "no restriction" (no radius). */
export const maxDealerRadiusKm = 1000;

/** Why a search's query was refused; the server turns it into a message. */
export type DealerQueryProblem =
  'location' | 'coordinates' | 'radius' | 'types' | 'country' | 'zip' | 'city';

/** A valid search: a place by one of four means, an optional radius and types. */
export interface DealerQuery {
  zip?: string;
  city?: string;
  country?: DealerCountry;
  lat?: number;
  lng?: number;
  radiusKm?: number;
  types?: StoreType[];
  /** Only the municipal variants. */
  municipal?: boolean;
}

/** The query string as it arrives: every value a string (or missing). */
export type RawDealerQuery = Partial<
  Record<'zip' | 'city' | 'country' | 'lat' | 'lng' | 'radius' | 'types' | 'municipal', unknown>
>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
const decimal = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads and checks the dealer search's query; shared by the server (which answers 400 for a
 * problem) and the widget (which builds the query). Lenient where harmless (case, blanks).
 */
export function parseDealerQuery(
  raw: RawDealerQuery,
): { ok: true; query: DealerQuery } | { ok: false; problem: DealerQueryProblem } {
  const query: DealerQuery = {};

  const country = text(raw.country)?.toUpperCase();
  if (country) {
    if (!isDealerCountry(country)) return { ok: false, problem: 'country' };
    query.country = country;
  }
  const zip = text(raw.zip);
  if (zip) {
    if (!/^[A-Za-z0-9 -]{3,10}$/.test(zip)) return { ok: false, problem: 'zip' };
    query.zip = zip.toUpperCase();
  }
  const city = text(raw.city);
  if (city) {
    if (city.length > 80) return { ok: false, problem: 'city' };
    query.city = city;
  }

  const lat = text(raw.lat);
  const lng = text(raw.lng);
  if (lat || lng) {
    if (!lat || !lng || !decimal.test(lat) || !decimal.test(lng)) {
      return { ok: false, problem: 'coordinates' };
    }
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return { ok: false, problem: 'coordinates' };
    }
    query.lat = latitude;
    query.lng = longitude;
  }
  if (query.lat === undefined && !query.zip && !query.city && !query.country) {
    return { ok: false, problem: 'location' };
  }

  const radius = text(raw.radius);
  if (radius) {
    if (!decimal.test(radius)) return { ok: false, problem: 'radius' };
    const km = Number(radius);
    if (!(km > 0) || km > maxDealerRadiusKm) return { ok: false, problem: 'radius' };
    query.radiusKm = km;
  }

  const types = text(raw.types);
  if (types) {
    const list = [...new Set(types.split(',').map((each) => each.trim()))].filter(Boolean);
    if (list.length === 0 || !list.every(isStoreType)) return { ok: false, problem: 'types' };
    query.types = list;
  }

  const municipal = text(raw.municipal)?.toLowerCase();
  if (municipal) {
    if (municipal !== 'true' && municipal !== 'false') return { ok: false, problem: 'types' };
    if (municipal === 'true') query.municipal = true;
  }
  return { ok: true, query };
}

/** The query string of a search, for the widget; the inverse of `parseDealerQuery`. */
export function dealerQueryString(query: DealerQuery): string {
  const params = new URLSearchParams();
  if (query.zip) params.set('zip', query.zip);
  if (query.city) params.set('city', query.city);
  if (query.country) params.set('country', query.country);
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set('lat', query.lat.toFixed(5));
    params.set('lng', query.lng.toFixed(5));
  }
  if (query.radiusKm !== undefined) params.set('radius', String(query.radiusKm));
  if (query.types?.length) params.set('types', query.types.join(','));
  if (query.municipal) params.set('municipal', 'true');
  return params.toString();
}
