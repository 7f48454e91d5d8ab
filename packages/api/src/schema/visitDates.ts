// The innovation visit's desired dates, without zod: forms.ts builds its schema from them, and
// the visit's form checks with them too; the other forms' pages take none of it along.

/** The day in Austria, where Lindner's dealers plan their visits, as `YYYY-MM-DD`. */
export function austrianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` (`YYYY-MM-DD`) moved by a number of calendar days. */
export function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How far ahead an innovation visit's desired date may lie: at most a year. */
export const latestVisitDaysAhead = 365;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The problem of one desired date of an innovation visit, as a field error key: the visit lies
 * after today (in Austria) and within `latestVisitDaysAhead`.
 */
export function visitDateProblem(
  day: unknown,
  today: string,
): 'required' | 'date' | 'dateNotAhead' | 'dateTooFar' | undefined {
  if (day === undefined || day === null || day === '') return 'required';
  if (typeof day !== 'string' || !isoDay.test(day) || daysAfter(day, 0) !== day) return 'date';
  if (day <= today) return 'dateNotAhead';
  return day > daysAfter(today, latestVisitDaysAhead) ? 'dateTooFar' : undefined;
}

/** The innovation visit's three desired dates, in the order the form asks for them. */
export const visitDateFields = ['firstDate', 'secondDate', 'thirdDate'] as const;
export type VisitDateField = (typeof visitDateFields)[number];

/** The desired dates that repeat an earlier one (`dateRepeated`), by field. */
export function repeatedVisitDates(
  dates: Partial<Record<VisitDateField, unknown>>,
): VisitDateField[] {
  return visitDateFields.filter((field, index) =>
    visitDateFields
      .slice(0, index)
      .some((earlier) => typeof dates[field] === 'string' && dates[earlier] === dates[field]),
  );
}
