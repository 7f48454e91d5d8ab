import type { OldTimerSummary } from '@lindner/api/schema';

/** The query key of the list's filter (`?series=Bauernfreund`). */
export const seriesQueryKey = 'series';

export interface SeriesGroup<OldTimer> {
  /** The historic series' name, as the API gives it (a name, not translated). */
  series: string;
  oldTimers: OldTimer[];
}

export interface DecadeGroup<OldTimer> {
  /** The decade's first year, e.g. 1950. */
  decade: number;
  series: SeriesGroup<OldTimer>[];
}

type Grouped = Pick<OldTimerSummary, 'decade' | 'series'>;

/**
 * The old-timers by the decade they first came out in, oldest first, and within a decade by
 * series in the order their first model appears; each series' old-timers stay in the API's order
 * (by first year, then name).
 */
export function oldTimersByDecade<OldTimer extends Grouped>(
  oldTimers: readonly OldTimer[],
): DecadeGroup<OldTimer>[] {
  const decades = new Map<number, Map<string, OldTimer[]>>();
  for (const oldTimer of oldTimers) {
    let decade = decades.get(oldTimer.decade);
    if (!decade) decades.set(oldTimer.decade, (decade = new Map()));
    const series = decade.get(oldTimer.series);
    if (series) series.push(oldTimer);
    else decade.set(oldTimer.series, [oldTimer]);
  }
  return [...decades.entries()]
    .sort(([a], [b]) => a - b)
    .map(([decade, series]) => ({
      decade,
      series: [...series.entries()].map(([name, members]) => ({
        series: name,
        oldTimers: members,
      })),
    }));
}

/** Every series of the list once, in the order of its oldest model: the filter's choices. */
export function seriesOf(oldTimers: readonly Grouped[]): string[] {
  const firstDecade = new Map<string, number>();
  for (const { series, decade } of oldTimers) {
    const known = firstDecade.get(series);
    if (known === undefined || decade < known) firstDecade.set(series, decade);
  }
  // A stable sort: series of the same decade keep the API's order.
  return [...firstDecade.keys()].sort(
    (a, b) => (firstDecade.get(a) ?? 0) - (firstDecade.get(b) ?? 0),
  );
}

/**
 * The series a filter's value names, as it is spelled in the list (case aside); null for no
 * filter or for a series the list does not have (the list then shows every old-timer).
 */
export function matchSeries(value: string | null, known: readonly string[]): string | null {
  const wanted = value?.trim().toLocaleLowerCase() ?? '';
  if (!wanted) return null;
  return known.find((series) => series.toLocaleLowerCase() === wanted) ?? null;
}

/** The list's old-timers of one series, or all of them without a filter. */
export function filterBySeries<OldTimer extends Grouped>(
  oldTimers: readonly OldTimer[],
  series: string | null,
): OldTimer[] {
  return series === null
    ? [...oldTimers]
    : oldTimers.filter((oldTimer) => oldTimer.series === series);
}

/** The filter's address: the list's path with `?series=…`, or the bare path for every series. */
export function seriesSearch(series: string | null): string {
  return series ? `?${new URLSearchParams({ [seriesQueryKey]: series }).toString()}` : '';
}
