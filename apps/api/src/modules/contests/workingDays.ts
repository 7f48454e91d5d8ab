// Austria's working days (Monday to Friday, not a nationwide public holiday), for the drawing
// contest's entries: approved, they are public from the start of the next working day.

const timeZone = 'Europe/Vienna';

/** `YYYY-MM-DD` of a UTC calendar date. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Austria's nationwide public holidays of a year, `YYYY-MM-DD`. */
export function austrianHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'];
  return new Set([
    ...fixed.map((monthDay) => `${year}-${monthDay}`),
    // Easter Monday, Ascension, Whit Monday, Corpus Christi.
    ...[1, 39, 50, 60].map((days) => dayOf(addDays(easter, days))),
  ]);
}

/** Whether a calendar day (`YYYY-MM-DD`) is a working day in Austria. */
export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !austrianHolidays(date.getUTCFullYear()).has(day);
}

/** The calendar day in Austria at an instant, `YYYY-MM-DD`. */
export function austrianDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** Minutes Austria's clocks are ahead of UTC at an instant (60 or 120). */
function viennaOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
  );
  return Math.round((local - instant.getTime()) / 60_000);
}

/** The working day after the Austrian day of `instant`, `YYYY-MM-DD`. */
export function nextWorkingDay(instant: Date): string {
  let day = new Date(`${austrianDayOf(instant)}T00:00:00Z`);
  do day = addDays(day, 1);
  while (!isWorkingDay(dayOf(day)));
  return dayOf(day);
}

/** Midnight in Austria at the start of the working day after `instant`'s day. */
export function startOfNextWorkingDay(instant: Date): Date {
  const midnightUtc = new Date(`${nextWorkingDay(instant)}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - viennaOffsetMinutes(midnightUtc) * 60_000);
}
