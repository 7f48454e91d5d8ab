import {
  austrianDay,
  isFormPhoneNumber,
  modelIdPattern,
  repeatedVisitDates,
  visitDateFields,
  visitDateProblem,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { missing, present, textProblem, type Problem } from '../../shared/islandForm/rules';
import { senderProblems, textLimits, withZipOfCountry } from './formRules';

// The checks of the forms about a model (forms.ts's quoteRequestSchema and innovationVisitSchema)
// written out without zod, as formRules.ts does for the others, in a module of their own so that
// the other forms' pages take none of it along.

/** `modelId` of forms.ts: whether the id is one of a model is for the server to say. */
function modelIdProblem(value: unknown): Problem {
  if (missing(value)) return 'required';
  if (typeof value !== 'string') return 'option';
  const id = value.trim();
  if (id === '') return 'required';
  return modelIdPattern.test(id) ? undefined : 'option';
}

/** What a quote request and an innovation visit ask besides the sender: where, which model. */
function modelEnquiryProblems(body: Record<string, unknown>): Record<string, Problem> {
  return {
    ...senderProblems(body),
    street: textProblem(body.street, { max: textLimits.street, optional: true }),
    zip: textProblem(body.zip, { max: textLimits.zip }),
    city: textProblem(body.city, { max: textLimits.city }),
    modelId: modelIdProblem(body.modelId),
    message: textProblem(body.message, {
      max: textLimits.message,
      optional: true,
      multiLine: true,
    }),
  };
}

/** The problems of a quote request's body, by its fields. */
export function quoteRequestProblems(body: Record<string, unknown>): Record<string, FieldErrorKey> {
  return withZipOfCountry(present(modelEnquiryProblems(body)), body);
}

/**
 * The problems of an innovation visit's body, by its fields: the farm's street and a phone
 * number are needed, and three different desired dates after `today` (in Austria).
 */
export function innovationVisitProblems(
  body: Record<string, unknown>,
  today = austrianDay(new Date()),
): Record<string, FieldErrorKey> {
  const problems = present({
    ...modelEnquiryProblems(body),
    street: textProblem(body.street, { max: textLimits.street }),
    phone: textProblem(body.phone, {
      max: textLimits.phone,
      format: [isFormPhoneNumber, 'phone'],
    }),
    ...Object.fromEntries(
      visitDateFields.map((field) => [field, visitDateProblem(body[field], today)]),
    ),
  });
  for (const field of repeatedVisitDates(body)) problems[field] ??= 'dateRepeated';
  return withZipOfCountry(problems, body);
}
