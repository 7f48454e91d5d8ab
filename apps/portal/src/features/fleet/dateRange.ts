/**
 * The diary's date range, kept in the page's query (`?from=2026-03-01&to=2026-03-31`) so that a
 * reload, a bookmark and the print view show the same entries. No React here.
 */
export interface DateRange {
  /** First day shown, `yyyy-mm-dd`; null: from the first entry. */
  from: string | null;
  /** Last day shown, `yyyy-mm-dd`; null: up to the latest entry. */
  to: string | null;
}

export const emptyDateRange: DateRange = { from: null, to: null };

/** A real calendar day as `yyyy-mm-dd`, else null (`2026-02-30` is none). */
export function isoDayOf(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? value
    : null;
}

/**
 * The range in a query string. A day that is not one is left out rather than failing the page;
 * a range given backwards (from after to) is read the right way round.
 */
export function dateRangeOf(query: URLSearchParams | string): DateRange {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const from = isoDayOf(params.get('from'));
  const to = isoDayOf(params.get('to'));
  if (from && to && from > to) return { from: to, to: from };
  return { from, to };
}

/** The query with the range set (others kept); an open end is left out. */
export function withDateRange(query: URLSearchParams | string, range: DateRange): URLSearchParams {
  const params = new URLSearchParams(query);
  for (const key of ['from', 'to'] as const) {
    const day = isoDayOf(range[key]);
    if (day) params.set(key, day);
    else params.delete(key);
  }
  return params;
}

/** Whether a diary entry of `day` (`yyyy-mm-dd` or an ISO timestamp) lies in the range. */
export function isInDateRange(day: string, range: DateRange): boolean {
  const date = day.slice(0, 10);
  return (!range.from || date >= range.from) && (!range.to || date <= range.to);
}

/** Whether the form's range can be applied: both ends valid, from not after to. */
export function dateRangeProblemOf(range: DateRange): 'order' | null {
  return range.from && range.to && range.from > range.to ? 'order' : null;
}
