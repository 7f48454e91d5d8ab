import {
  financingPlans,
  formTextLimits,
  isZipOf,
  largestPriceCents,
  profileCountries,
  profileTextLimits,
  rmiGvlTextLimits,
  type FieldErrorKey,
} from '@lindner/api/schema';
import {
  contactFieldProblems,
  missing,
  optionProblem,
  present,
  textProblem,
  type Problem,
} from '../../shared/islandForm/rules';

// How the shared schemas of the public forms (forms.ts of @lindner/api/schema) compose their
// checks, written out for the form islands: the schemas bring zod, which would take most of a
// public page's script budget. The constants and patterns are the schemas' own, from their
// zod-free modules; formRules.test.ts holds the composition to the schemas, so that both still
// speak with one message.

/** Longest texts the forms take, per field (`formTextLimits`, the profile's `zip`). */
export const textLimits = {
  ...formTextLimits,
  ...rmiGvlTextLimits,
  zip: profileTextLimits.zip,
} as const;

function priceProblem(cents: unknown): Problem {
  if (missing(cents)) return 'required';
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents <= 0) return 'invalid';
  return cents > largestPriceCents ? 'tooLarge' : undefined;
}

/** What every public form asks of who writes. */
export function senderProblems(body: Record<string, unknown>): Record<string, Problem> {
  return {
    firstName: textProblem(body.firstName, { max: textLimits.firstName }),
    lastName: textProblem(body.lastName, { max: textLimits.lastName }),
    company: textProblem(body.company, { max: textLimits.company, optional: true }),
    country: optionProblem(body.country, profileCountries),
    ...contactFieldProblems(body),
  };
}

/** The problems of the contact form's request body, by its fields. */
export function contactProblems(body: Record<string, unknown>): Record<string, FieldErrorKey> {
  return present({
    ...senderProblems(body),
    message: textProblem(body.message, { max: textLimits.message, multiLine: true }),
  });
}

/** The problems of the RMI form's request body: the workshop is required, and the vehicle. */
export function rmiProblems(body: Record<string, unknown>): Record<string, FieldErrorKey> {
  return present({
    ...senderProblems(body),
    company: textProblem(body.company, { max: textLimits.company }),
    vinOrModel: textProblem(body.vinOrModel, { max: textLimits.vinOrModel }),
    message: textProblem(body.message, { max: textLimits.message, multiLine: true }),
  });
}

/** The problems of a financing enquiry's request body, by its fields (`priceCents` included). */
export function financingEnquiryProblems(
  body: Record<string, unknown>,
): Record<string, FieldErrorKey> {
  const problems = present({
    ...senderProblems(body),
    zip: textProblem(body.zip, { max: textLimits.zip, optional: true }),
    city: textProblem(body.city, { max: textLimits.city, optional: true }),
    modelName: textProblem(body.modelName, { max: textLimits.modelName, optional: true }),
    priceCents: priceProblem(body.priceCents),
    plan: optionProblem(body.plan, financingPlans),
    message: textProblem(body.message, {
      max: textLimits.message,
      optional: true,
      multiLine: true,
    }),
  });
  return withZipOfCountry(problems, body);
}

/** The schemas' refinement: the postal code in its country's form, once both are fine. */
export function withZipOfCountry(
  problems: Record<string, FieldErrorKey>,
  body: Record<string, unknown>,
): Record<string, FieldErrorKey> {
  const zip = typeof body.zip === 'string' ? body.zip.trim() : '';
  if (zip !== '' && !problems.zip && !problems.country) {
    if (!isZipOf(zip, body.country as string)) problems.zip = 'zip';
  }
  return problems;
}
