import {
  employeeCountBands,
  formTextLimits,
  isZipOf,
  profileCountries,
  profileTextLimits,
  rmiGvlTextLimits,
  salutations,
  turnoverBands,
  type FieldErrorKey,
  type GvlContactInput,
  type User,
} from '@lindner/api/schema';
import {
  contactFieldProblems,
  optionProblem,
  present,
  textProblem,
} from '../../shared/islandForm/rules';
import type { PublicFormValues } from '../../shared/publicForm/publicFormValues';

// The GVL contact form of the services page: what it holds, its request body, and the shared
// schema's checks (gvlContactSchema of @lindner/api/schema) written out as plain rules, which
// gvlContact.test.ts holds to the schema.

/** Longest texts the form takes, per field. */
export const gvlTextLimits = {
  ...formTextLimits,
  ...rmiGvlTextLimits,
  zip: profileTextLimits.zip,
} as const;

/** What the form holds; an empty field is undefined. */
export interface GvlContactValues extends PublicFormValues {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  function?: string;
  employeeCount?: string;
  turnover?: string;
  brand?: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  message?: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The form's start: who the user is, as the profile says. */
export function gvlContactValuesOf(user: User | null): GvlContactValues {
  if (!user) return {};
  const values: GvlContactValues = {
    salutation: user.salutation ?? undefined,
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    company: user.company ?? undefined,
    street: user.street ?? undefined,
    zip: user.zip ?? undefined,
    city: user.city ?? undefined,
    country: user.country ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as GvlContactValues;
}

/** The body of `POST /forms/gvl-contact` to the area sales manager of `areaSalesManagerId`. */
export function gvlContactPayloadOf(
  values: GvlContactValues,
  areaSalesManagerId: string,
): GvlContactInput {
  return {
    salutation: (text(values.salutation) as GvlContactInput['salutation']) ?? null,
    firstName: text(values.firstName) ?? '',
    lastName: text(values.lastName) ?? '',
    email: text(values.email) ?? '',
    phone: text(values.phone),
    company: text(values.company) ?? '',
    function: text(values.function),
    employeeCount: text(values.employeeCount) ?? undefined,
    turnover: text(values.turnover) ?? undefined,
    brand: text(values.brand),
    street: text(values.street),
    zip: text(values.zip),
    city: text(values.city),
    country: text(values.country) ?? undefined,
    message: text(values.message) ?? '',
    areaSalesManagerId,
    privacyConsent: values.privacyConsent === true,
  } as GvlContactInput;
}

/** The problems of the form's request body, by its fields. */
export function gvlContactProblems(body: Record<string, unknown>): Record<string, FieldErrorKey> {
  const problems = present({
    salutation:
      body.salutation === null || body.salutation === undefined
        ? undefined
        : optionProblem(body.salutation, salutations),
    firstName: textProblem(body.firstName, { max: gvlTextLimits.firstName }),
    lastName: textProblem(body.lastName, { max: gvlTextLimits.lastName }),
    company: textProblem(body.company, { max: gvlTextLimits.company }),
    function: textProblem(body.function, { max: gvlTextLimits.function, optional: true }),
    employeeCount: optionProblem(body.employeeCount, employeeCountBands),
    turnover: optionProblem(body.turnover, turnoverBands),
    brand: textProblem(body.brand, { max: gvlTextLimits.brand, optional: true }),
    street: textProblem(body.street, { max: gvlTextLimits.street, optional: true }),
    zip: textProblem(body.zip, { max: gvlTextLimits.zip, optional: true }),
    city: textProblem(body.city, { max: gvlTextLimits.city, optional: true }),
    country: optionProblem(body.country, profileCountries),
    message: textProblem(body.message, { max: gvlTextLimits.message, multiLine: true }),
    areaSalesManagerId: textProblem(body.areaSalesManagerId, { max: gvlTextLimits.company }),
    ...contactFieldProblems(body),
  });
  // The schema's refinement: the postal code in its country's form, once both are fine.
  const zip = typeof body.zip === 'string' ? body.zip.trim() : '';
  if (zip !== '' && !problems.zip && !problems.country && !isZipOf(zip, body.country as string)) {
    problems.zip = 'zip';
  }
  return problems;
}
