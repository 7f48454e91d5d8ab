import type { DealerCountry, OpeningInterval } from '@lindner/api/schema';

/** The time zone a dealer's opening hours are kept in: its country's. */
export const dealerTimeZones: Record<DealerCountry, string> = {
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  CH: 'Europe/Zurich',
  IT: 'Europe/Rome',
  SI: 'Europe/Ljubljana',
};

export type OpeningStatus =
  | { open: true; closes: string }
  /**
   * `opens` is the next opening within a week (`inDays` 0 today, 1 tomorrow … 7 the same weekday
   * next week); null when the hours hold none.
   */
  | { open: false; opens: { day: number; time: string; inDays: number } | null };

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Closing at or before the opening time means closing after midnight; 24:00 is midnight. */
const spansMidnight = (interval: OpeningInterval) =>
  minutes(interval.closes) <= minutes(interval.opens);

/** The ISO weekday and minutes since midnight at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: weekdays[parts.weekday!] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Whether a dealer is open at `now`, read in its country's time zone (not the visitor's):
 * open until which time, or closed and when it opens next.
 */
export function openingStatus(
  hours: readonly OpeningInterval[],
  country: DealerCountry,
  now: Date,
): OpeningStatus {
  const { day, minutes: current } = localTime(now, dealerTimeZones[country]);
  const yesterday = ((day + 5) % 7) + 1;
  const openNow = hours.find((each) =>
    spansMidnight(each)
      ? // An interval past midnight (22:00–02:00): open late today or early after yesterday's.
        (each.day === day && minutes(each.opens) <= current) ||
        (each.day === yesterday && current < minutes(each.closes))
      : each.day === day && minutes(each.opens) <= current && current < minutes(each.closes),
  );
  if (openNow) return { open: true, closes: openNow.closes };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = ((day - 1 + ahead) % 7) + 1;
    const next = hours
      .filter((each) => each.day === weekday && (ahead > 0 || minutes(each.opens) > current))
      .sort((a, b) => minutes(a.opens) - minutes(b.opens))[0];
    if (next) return { open: false, opens: { day: weekday, time: next.opens, inDays: ahead } };
  }
  return { open: false, opens: null };
}

/** The opening hours grouped by weekday (Monday first), each day's intervals in order. */
export function openingHoursByDay(
  hours: readonly OpeningInterval[],
): { day: number; intervals: { opens: string; closes: string }[] }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    intervals: hours
      .filter((each) => each.day === day)
      .sort((a, b) => minutes(a.opens) - minutes(b.opens))
      .map(({ opens, closes }) => ({ opens, closes })),
  }));
}
