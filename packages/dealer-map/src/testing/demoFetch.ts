import {
  parseDealerQuery,
  type DealerSearchResult,
  type DealerWithDistance,
} from '@lindner/api/schema';
import { demoDealers, demoSearchResult } from './demoDealers';

/** The places the demo API knows: zip and city to coordinates (the server's postal codes). */
const places = [{ zip: '4020', city: 'Linz', country: 'AT', lat: 48.3064, lng: 14.2858 }];

const unknownZip: Record<string, string> = {
  de: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
  en: 'We know no place with this zip code.',
  fr: 'Nous ne connaissons aucun lieu avec ce code postal.',
};

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const a =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) *
      Math.cos(radians(to.lat)) *
      Math.sin(radians(to.lng - from.lng) / 2) ** 2;
  return Math.round(2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10;
}

const envelope = (result: DealerSearchResult) =>
  Response.json({ success: true, message: '', data: { data: result } });

/**
 * A stand-in for `GET {apiBase}/{segment}/dealers` on the demo dealers, answering as the API
 * does: nearest first within the radius, 404 with a message for an unknown zip, 400 for bad
 * input. No network: for stories and tests.
 */
export const demoFetch: typeof globalThis.fetch = async (input, init) => {
  if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  const url = new URL(String(input), 'http://demo.invalid');
  const language = (url.searchParams.get('locale') ?? 'de').slice(0, 2);
  const raw = Object.fromEntries(url.searchParams);
  const parsed = parseDealerQuery(raw);
  if (!url.pathname.endsWith('/dealers') || !parsed.ok) {
    return Response.json(
      { success: false, message: 'Bad request', data: { data: null } },
      { status: 400 },
    );
  }
  const { query } = parsed;
  const matching = demoDealers.filter(
    (dealer) =>
      (!query.types || dealer.storeTypes.some((type) => query.types!.includes(type))) &&
      (!query.country || query.lat !== undefined || dealer.country === query.country),
  );
  let origin: DealerSearchResult['origin'] = null;
  if (query.lat !== undefined && query.lng !== undefined) {
    origin = { lat: query.lat, lng: query.lng, label: null };
  } else if (query.zip || query.city) {
    const place = places.find(
      (each) =>
        (query.zip
          ? each.zip === query.zip
          : each.city.toLowerCase() === query.city!.toLowerCase()) &&
        (!query.country || each.country === query.country),
    );
    if (!place) {
      return Response.json(
        { success: false, message: unknownZip[language] ?? unknownZip.de, data: { data: null } },
        { status: 404 },
      );
    }
    origin = { lat: place.lat, lng: place.lng, label: `${place.zip} ${place.city}` };
  }
  if (!origin) {
    const dealers = matching
      .map((dealer): DealerWithDistance => ({ ...dealer, distanceKm: null }))
      .sort((a, b) => a.zip.localeCompare(b.zip) || a.name.localeCompare(b.name));
    return envelope({ origin: null, dealers });
  }
  const from = origin;
  const dealers = matching
    .map((dealer): DealerWithDistance => ({ ...dealer, distanceKm: distanceKm(from, dealer) }))
    .filter((dealer) => query.radiusKm === undefined || dealer.distanceKm! <= query.radiusKm)
    .sort((a, b) => a.distanceKm! - b.distanceKm!);
  return envelope({ origin, dealers });
};

/** A fetch that never answers: the search stays in "searching". */
export const pendingFetch: typeof globalThis.fetch = () => new Promise<Response>(() => {});

/** A fetch that fails `times` times (the API is down), then answers as `demoFetch`. */
export function failingFetch(times = 1): typeof globalThis.fetch {
  let calls = 0;
  return (input, init) => {
    calls += 1;
    return calls <= times
      ? Promise.resolve(
          Response.json({ success: false, message: 'down', data: { data: null } }, { status: 503 }),
        )
      : demoFetch(input, init);
  };
}

export { demoSearchResult };
