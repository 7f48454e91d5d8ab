import type { Dealer } from '@lindner/api/schema';

/**
 * A route planner's link to the dealer (opens in a new tab; nothing loads before the click).
 * OpenStreetMap's planner, the same provider as the map, with the visitor's start left open.
 */
export function routeLink(
  dealer: Pick<Dealer, 'lat' | 'lng'>,
  from?: { lat: number; lng: number },
) {
  const to = `${dealer.lat.toFixed(5)},${dealer.lng.toFixed(5)}`;
  const start = from ? `${from.lat.toFixed(5)},${from.lng.toFixed(5)}` : '';
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`${start};${to}`)}`;
}

/** A `tel:` link from a number as people write it ("+43 5338 70 210"). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
