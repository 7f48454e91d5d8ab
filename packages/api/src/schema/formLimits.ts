// The public forms' plain rules, without zod: forms.ts (and the used-machine inquiry in
// usedMachines.ts) build their schemas from them, and a public page's form checks with them too
// (zod would take most of its script budget).

/** Longest texts the forms take, per field. */
export const formTextLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  street: 200,
  city: 100,
  modelName: 100,
  message: 4000,
} as const;

/** The financing plans of SPEC.md section 9: paid in thirds over 2 years, or fifths over 4. */
export const financingPlans = ['third', 'fifth'] as const;
export type FinancingPlan = (typeof financingPlans)[number];

/** The highest price an enquiry may name: 10 million euros, in cents. */
export const largestPriceCents = 1_000_000_000;

/** As the profile's phone numbers, but without dots (the forms' contract). */
export const formPhonePattern = /^\+?[0-9 ()/-]+$/;

/** A form's phone number: `formPhonePattern` with at least four digits, so "+" or "()" is none. */
export function isFormPhoneNumber(text: string): boolean {
  return formPhonePattern.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 4;
}

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
