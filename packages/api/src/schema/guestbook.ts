import * as z from 'zod/mini';
import { reviewStates } from './editorial';
import { guestbookEntryKinds, guestbookLimits, isWinterAnswer } from './guestbookRules';
import { requiredText } from './text';
import { emailAddressPattern } from './textRules';

// The guestbook (SPEC.md sections 1, 3 "Guestbook entry", 5): a visitor writes a public entry or
// a question to Lindner, with an optional picture or PDF, the spam question and the privacy
// consent; staff approve it in the editorial review (editorial.ts) and may answer it in place.
// What a visitor wrote is plain text, shown as text, never as HTML; the e-mail is never shown.

/** A missing answer is `required`; one that is there but wrong gets `otherwise`. */
const requiredOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? 'required' : otherwise;

/**
 * `POST /guestbook/entries` (public; a signed-in writer's token is kept with the entry): as JSON
 * without a file, or as `multipart/form-data` with these fields (the consent as `true`) and the
 * optional file in the field `attachment`. Issue messages are field error keys; `spamAnswer` and
 * the attachment's are the guestbook's own (`guestbookFieldErrorMessages`).
 */
export const guestbookEntryInputSchema = z.object({
  kind: z.enum(guestbookEntryKinds, { error: requiredOr('option') }),
  name: requiredText(guestbookLimits.name),
  email: requiredText(guestbookLimits.email, {
    format: { pattern: emailAddressPattern, error: 'email' },
  }),
  text: requiredText(guestbookLimits.text, { multiLine: true }),
  spamAnswer: requiredText(guestbookLimits.spamAnswer, {
    format: { pattern: { test: isWinterAnswer }, error: 'spamAnswer' },
  }),
  /** SPEC.md section 5: the privacy consent is required on the guestbook form. */
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type GuestbookEntryInput = z.input<typeof guestbookEntryInputSchema>;
export type ValidGuestbookEntry = z.output<typeof guestbookEntryInputSchema>;

/** `POST /guestbook/entries`: what was received; it waits for review (`state: 'pending'`). */
export const guestbookReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(guestbookEntryKinds),
  state: z.enum(reviewStates),
});
export type GuestbookReceipt = z.infer<typeof guestbookReceiptSchema>;

const dateTime = z.iso.datetime({ offset: true });

/**
 * An entry's file: `path` (below the API's base) answers it, a picture re-encoded as WebP (with
 * its pixel size) or a PDF as a download.
 */
export const guestbookAttachmentSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  path: z.string(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
});
export type GuestbookAttachment = z.infer<typeof guestbookAttachmentSchema>;

/** A published entry as everyone sees it: never the writer's e-mail. */
export const guestbookEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(guestbookEntryKinds),
  name: z.string(),
  text: z.string(),
  publishedAt: dateTime,
  attachment: z.nullable(guestbookAttachmentSchema),
  /** Lindner's answer, shown under the entry. */
  reply: z.nullable(z.object({ text: z.string(), repliedAt: dateTime })),
});
export type GuestbookEntry = z.infer<typeof guestbookEntrySchema>;

/** `GET /guestbook?page=` (public): approved entries, newest first, one page. */
export const guestbookPageSchema = z.object({
  entries: z.array(guestbookEntrySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
});
export type GuestbookPage = z.infer<typeof guestbookPageSchema>;

/** `GET /guestbook`'s query string: `page`, a whole number from 1 (absent: 1). */
export const guestbookQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/, { error: 'invalid' })),
      z.pipe(z.transform(Number), z.number().check(z.gte(1, { error: 'invalid' }))),
    ),
  ),
});

export const guestbookEntryParamsSchema = z.object({ id: z.string() });

/** `POST /guestbook/entries/{id}/reply` (staff): Lindner's answer, mailed to the writer. */
export const guestbookReplyInputSchema = z.object({
  reply: requiredText(guestbookLimits.reply, { multiLine: true }),
});
export type GuestbookReplyInput = z.input<typeof guestbookReplyInputSchema>;
