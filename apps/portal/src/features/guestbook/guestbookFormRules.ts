import {
  emailAddressPattern,
  guestbookEntryKinds,
  guestbookLimits,
  isWinterAnswer,
  type FieldErrorKey,
  type GuestbookEntryInput,
  type GuestbookFieldErrorKey,
} from '@lindner/api/schema';
import { optionProblem, present, textProblem, type Problem } from '../../shared/islandForm/rules';

// The guestbook form's checks, the rules of `guestbookEntryInputSchema` without zod (a public
// page's script budget): a test holds them to the schema.

/** A field's problem: a general field error key or one of the guestbook's. */
export type GuestbookProblem = FieldErrorKey | GuestbookFieldErrorKey;

/** What the form holds: its fields by name, an empty one undefined. */
export interface GuestbookFormValues {
  [field: string]: unknown;
  kind?: string;
  name?: string;
  email?: string;
  text?: string;
  spamAnswer?: string;
  privacyConsent?: boolean;
  /** The chosen file, if any. */
  attachment?: File;
}

/** The types the server takes, by what the browser says a file is (the server reads it). */
const attachmentTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/** The request's fields; sent only once the checks pass, so the consent is given. */
export function guestbookPayloadOf(values: GuestbookFormValues): GuestbookEntryInput {
  return {
    kind: values.kind as GuestbookEntryInput['kind'],
    name: values.name?.trim() as string,
    email: values.email?.trim() as string,
    text: values.text?.trim() as string,
    spamAnswer: values.spamAnswer?.trim() as string,
    privacyConsent: true,
  };
}

export function guestbookProblems(values: GuestbookFormValues): Record<string, GuestbookProblem> {
  const spam: Problem | 'spamAnswer' = textProblem(values.spamAnswer, {
    max: guestbookLimits.spamAnswer,
    format: [isWinterAnswer, 'spamAnswer' as FieldErrorKey],
  });
  const file = values.attachment;
  const attachment: GuestbookFieldErrorKey | undefined = !file
    ? undefined
    : file.size > guestbookLimits.attachmentBytes
      ? 'attachmentTooLarge'
      : attachmentTypes.has(file.type)
        ? undefined
        : 'attachmentType';
  return present({
    kind: optionProblem(values.kind, guestbookEntryKinds),
    name: textProblem(values.name, { max: guestbookLimits.name }),
    email: textProblem(values.email, {
      max: guestbookLimits.email,
      format: [(text) => emailAddressPattern.test(text), 'email'],
    }),
    text: textProblem(values.text, { max: guestbookLimits.text, multiLine: true }),
    spamAnswer: spam,
    privacyConsent: values.privacyConsent === true ? undefined : 'required',
    attachment: attachment as FieldErrorKey | undefined,
  }) as Record<string, GuestbookProblem>;
}
