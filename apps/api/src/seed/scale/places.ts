import { dealerSeed } from '../dealers';
import { regionOf } from '../machineGenerator';

/** A town of the seeded dealers, where generated users live and events take place. */
export interface ScalePlace {
  zip: string;
  city: string;
  country: 'AT' | 'DE' | 'CH' | 'IT' | 'SI';
  region: string;
  lat: number;
  lng: number;
}

/** The dealers' towns, each once (Slovenia's too: the portal serves it). */
export const scalePlaces: readonly ScalePlace[] = [
  ...new Map(
    dealerSeed.map((dealer) => [
      `${dealer.country}-${dealer.zip}`,
      {
        zip: dealer.zip,
        city: dealer.city,
        country: dealer.country,
        region: regionOf(dealer.country, dealer.zip),
        lat: dealer.lat,
        lng: dealer.lng,
      },
    ]),
  ).values(),
];

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight (UTC) of `today`'s date, `days` later (negative: earlier). */
export function dayAfter(today: Date, days: number): Date {
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * dayMs,
  );
}

/** `YYYY-MM-DD` of `today`'s date, `days` later. */
export function isoDay(today: Date, days: number): string {
  return dayAfter(today, days).toISOString().slice(0, 10);
}
