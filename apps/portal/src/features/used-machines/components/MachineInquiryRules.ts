import { formTextLimits, type FieldErrorKey, type MachineInquiryInput } from '@lindner/api/schema';
import { contactFieldProblems, present, textProblem } from '../../../shared/islandForm/rules';
import type { PublicFormValues } from '../../../shared/publicForm/publicFormValues';

// How `machineInquiryInputSchema` (usedMachines.ts of @lindner/api/schema) composes its checks,
// written out for the inquiry's island without zod; MachineInquiryRules.test.ts holds it to the
// schema.

/** Longest texts the inquiry takes: a name as long as a first and a last name with a space. */
export const inquiryTextLimits = {
  name: formTextLimits.firstName + formTextLimits.lastName + 1,
  email: formTextLimits.email,
  phone: formTextLimits.phone,
  message: formTextLimits.message,
} as const;

/** What the inquiry form holds; an empty field is undefined. */
export interface InquiryValues extends PublicFormValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The body of `POST /machines/{id}/inquiries` for the form's values. */
export function inquiryPayloadOf(values: InquiryValues): MachineInquiryInput {
  return {
    name: text(values.name) ?? '',
    email: text(values.email) ?? '',
    phone: text(values.phone),
    message: text(values.message) ?? '',
    privacyConsent: values.privacyConsent === true,
  } as MachineInquiryInput;
}

/** The problems of an inquiry's request body, by its fields. */
export function machineInquiryProblems(
  body: Record<string, unknown>,
): Record<string, FieldErrorKey> {
  return present({
    name: textProblem(body.name, { max: inquiryTextLimits.name }),
    ...contactFieldProblems(body),
    message: textProblem(body.message, { max: inquiryTextLimits.message, multiLine: true }),
  });
}

/** What the server would find wrong with the form's values, by form field. */
export const inquiryProblemsOf = (values: InquiryValues) =>
  machineInquiryProblems(inquiryPayloadOf(values));
