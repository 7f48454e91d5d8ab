import {
  emailAddressPattern,
  modelIdPattern,
  userReportLimits,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { missing, present, textProblem, type Problem } from '../../shared/islandForm/rules';

// `userReportInputSchema`'s checks (schema/userReports.ts of @lindner/api), written out for the
// form island without zod, as the public forms' (features/forms/formRules.ts); reportRules.test.ts
// holds them to the schema, so that both speak with one message.

function modelProblem(value: unknown, models: readonly string[]): Problem {
  if (missing(value) || value === '') return 'required';
  if (typeof value !== 'string' || !modelIdPattern.test(value.trim())) return 'option';
  // A model the page does not offer: the server would say so as well.
  return models.length === 0 || models.includes(value.trim()) ? undefined : 'option';
}

/** The problems of a report's request body, by its fields (the pictures are checked apart). */
export function reportProblems(
  body: Record<string, unknown>,
  models: readonly string[] = [],
): Record<string, FieldErrorKey> {
  return present({
    modelId: modelProblem(body.modelId, models),
    title: textProblem(body.title, { max: userReportLimits.title }),
    text: textProblem(body.text, { max: userReportLimits.text, multiLine: true }),
    firstName: textProblem(body.firstName, { max: userReportLimits.firstName }),
    region: textProblem(body.region, { max: userReportLimits.region }),
    email: textProblem(body.email, {
      max: userReportLimits.email,
      format: [(text) => emailAddressPattern.test(text), 'email'],
    }),
    privacyConsent: body.privacyConsent === true ? undefined : 'required',
  });
}
