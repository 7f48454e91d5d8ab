import * as z from 'zod/mini';
import { requiredText } from './text';

// Editorial review (DESIGN.md "Domains": editorial): what users write in the community domains
// (guestbook, user reports, contest entries) waits for staff; approved, it is published (the
// drawing contest's on the next working day), rejected, its writer is mailed the reason.

/** The kinds of user-made entries that wait for review, one per form that makes them. */
export const editorialKinds = [
  'guestbook',
  'user-report',
  'photo-contest',
  'drawing-contest',
  'moment-contest',
] as const;
export type EditorialKind = (typeof editorialKinds)[number];

/** Where an entry stands: waiting, approved (public from `publishedAt`), or rejected. */
export const reviewStates = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** A file a writer attached: a picture or a PDF, fetched with the staff's (or writer's) token. */
export const editorialFileSchema = z.object({
  name: z.string(),
  /** An API path below the client segment, e.g. `/guestbook/entries/{id}/attachment`. */
  path: z.string(),
  contentType: z.string(),
});
export type EditorialFile = z.infer<typeof editorialFileSchema>;

/**
 * One user-made entry as staff review it and as its writer sees it. `title` is what the entry
 * is called in a list (a report's model and heading, a moment's description …); `text` its
 * words as written (plain text, never HTML); `writerName` the name it is published under.
 */
export const editorialEntrySchema = z.object({
  kind: z.enum(editorialKinds),
  id: z.string(),
  title: z.string(),
  text: z.string(),
  files: z.array(editorialFileSchema),
  /** A video's address (moment contest), shown as a link, never embedded before consent. */
  videoUrl: z.nullable(z.string()),
  writerName: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
  state: z.enum(reviewStates),
  /** The reason staff gave when rejecting; null otherwise. */
  reason: z.nullable(z.string()),
  /** When an approved entry is (or will be) public; null until approved. */
  publishedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** A guestbook entry's answer from Lindner, if any (other kinds: null). */
  reply: z.nullable(z.string()),
});
export type EditorialEntry = z.infer<typeof editorialEntrySchema>;

/** `GET /editorial/entries` (staff): every pending entry, oldest first. */
export const editorialQueueSchema = z.array(editorialEntrySchema);
/** `GET /editorial/my-entries` (signed in): the caller's own entries of every kind, newest first. */
export const myEditorialEntriesSchema = z.array(editorialEntrySchema);

/** `POST /editorial/entries/{kind}/{id}/{approve|reject}`: which entry. */
export const editorialEntryParamsSchema = z.object({
  kind: z.enum(editorialKinds),
  id: z.string(),
});

/** The longest reason staff may give for a rejection. */
export const editorialReasonMaxLength = 1000;

/** `POST /editorial/entries/{kind}/{id}/reject` (staff): the reason, mailed to the writer. */
export const editorialRejectionSchema = z.object({
  reason: requiredText(editorialReasonMaxLength, { multiLine: true }),
});
export type EditorialRejectionInput = z.input<typeof editorialRejectionSchema>;
