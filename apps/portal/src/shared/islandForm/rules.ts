import {
  emailAddressPattern,
  formTextLimits,
  hasControlCharacters,
  isFormPhoneNumber,
  type FieldErrorKey,
} from '@lindner/api/schema';

// The checks of @lindner/api/schema's text helpers (text.ts) and of the fields every public form
// shares (forms.ts), without zod: a form island's own rules (features/forms/formRules.ts, the
// machine inquiry's) compose them, and each holds its composition to its schema in a test.

/** The field error key of a field's first problem, or none. */
export type Problem = FieldErrorKey | undefined;

export const missing = (value: unknown) => value === undefined || value === null;

export interface TextRule {
  max: number;
  optional?: boolean;
  multiLine?: boolean;
  format?: [test: (text: string) => boolean, key: FieldErrorKey];
}

/** `requiredText` and `optionalText`: the first of their checks that fails, in their order. */
export function textProblem(
  value: unknown,
  { max, optional, multiLine = false, format }: TextRule,
): Problem {
  if (missing(value) && optional) return undefined;
  if (typeof value !== 'string') return optional ? 'invalid' : 'required';
  const text = value.trim();
  if (hasControlCharacters(text, multiLine)) return 'controlCharacters';
  if (text === '') return optional ? undefined : 'required';
  if (text.length > max) return 'tooLong';
  return format && !format[0](text) ? format[1] : undefined;
}

/** `z.enum` with `requiredOr('option')`. */
export function optionProblem(value: unknown, options: readonly string[]): Problem {
  if (missing(value)) return 'required';
  return options.includes(value as string) ? undefined : 'option';
}

/** `contactFields` of forms.ts: the e-mail, the phone number and the privacy consent. */
export function contactFieldProblems(body: Record<string, unknown>): Record<string, Problem> {
  return {
    email: textProblem(body.email, {
      max: formTextLimits.email,
      format: [(text) => emailAddressPattern.test(text), 'email'],
    }),
    phone: textProblem(body.phone, {
      max: formTextLimits.phone,
      optional: true,
      format: [isFormPhoneNumber, 'phone'],
    }),
    privacyConsent: body.privacyConsent === true ? undefined : 'required',
  };
}

/** The problems found, without the fields that have none. */
export function present(problems: Record<string, Problem>): Record<string, FieldErrorKey> {
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, FieldErrorKey] => !!entry[1]),
  );
}
