// Calendar days as the booking's forms send them (`YYYY-MM-DD`), counted in UTC.

/** Whether the text is a real calendar day (`2026-02-30` is not). */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The start of the day `days` days after `day`. */
export function daysAfter(day: string, days: number): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 24 * 60 * 60_000);
}

/** The same day a year after `day`. */
export function yearAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
