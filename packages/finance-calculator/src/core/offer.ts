export type OfferState = 'none' | 'valid' | 'ended';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date that exists in the calendar, or null. */
export function parseOfferDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = isoDate.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? value.trim() : null;
}

/**
 * Whether an offer valid until a date (inclusive) still holds at `now`, read in the buyer's
 * local calendar. An offer without a (valid) date never ends.
 */
export function offerState(validUntil: string | null | undefined, now: Date): OfferState {
  const until = parseOfferDate(validUntil);
  if (!until) return 'none';
  return localDateOf(now) > until ? 'ended' : 'valid';
}

function localDateOf(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
