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

/** Longest texts of the RMI and GVL contact forms. */
export const rmiGvlTextLimits = {
  vinOrModel: 100,
  function: 100,
  brand: 100,
} as const;

/** The company's employees, as a band (SPEC.md section 3: employee-count band). */
export const employeeCountBands = ['1-9', '10-49', '50-249', '250+'] as const;
export type EmployeeCountBand = (typeof employeeCountBands)[number];

/** The company's yearly turnover in euros, as a band (SPEC.md section 3: turnover band). */
export const turnoverBands = ['under-2m', '2m-10m', '10m-50m', 'over-50m'] as const;
export type TurnoverBand = (typeof turnoverBands)[number];
