import {
  editorialEntrySchema,
  editorialQueueSchema,
  guestbookAttachmentField,
  guestbookPageSchema,
  guestbookReceiptSchema,
  type EditorialEntry,
  type GuestbookEntryInput,
  type GuestbookPage,
  type GuestbookReceipt,
  type GuestbookReplyInput,
} from '../schema';
import { apiGet, apiSend, publicGet, publicSend, type PublicCallOptions } from '../client/request';

/** The cache key and path of `fetchGuestbook(page)`. */
export function guestbookKey(page = 1): string {
  return page > 1 ? `/guestbook?page=${page}` : '/guestbook';
}

/** GET /guestbook?page= (public): approved entries, newest first, with Lindner's replies. */
export function fetchGuestbook(page = 1, options: PublicCallOptions = {}): Promise<GuestbookPage> {
  return publicGet(guestbookKey(page), guestbookPageSchema, options);
}

/**
 * POST /guestbook/entries without a token: the entry waits for review (400 with `fieldErrors`,
 * the spam answer and the privacy consent among them; 429 when throttled). With an attachment
 * (a JPEG, PNG or WebP picture or a PDF of at most 5 MB) it goes as multipart, else as JSON.
 */
export function submitGuestbookEntry(
  input: GuestbookEntryInput,
  attachment: Blob | null = null,
  options: PublicCallOptions = {},
): Promise<GuestbookReceipt> {
  let body: GuestbookEntryInput | FormData = input;
  if (attachment) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) form.append(name, String(value));
    form.append(
      guestbookAttachmentField,
      attachment,
      attachment instanceof File ? attachment.name : 'attachment',
    );
    body = form;
  }
  return publicSend('POST', '/guestbook/entries', body, guestbookReceiptSchema, options);
}

/** The path of an entry's file below the API's address (public once the entry is approved). */
export const guestbookAttachmentPath = (id: string) =>
  `/guestbook/entries/${encodeURIComponent(id)}/attachment`;

/**
 * POST /guestbook/entries/{id}/reply (staff): Lindner's answer, shown under the entry once it is
 * approved and mailed to the writer; the entry as the editorial review shows it.
 */
export function replyToGuestbookEntry(
  id: string,
  input: GuestbookReplyInput,
  signal?: AbortSignal,
): Promise<EditorialEntry> {
  return apiSend(
    'POST',
    `/guestbook/entries/${encodeURIComponent(id)}/reply`,
    input,
    editorialEntrySchema,
    { signal },
  );
}

/** The path of `fetchUnansweredGuestbookEntries()`. */
export const unansweredGuestbookEntriesKey = '/guestbook/entries/unanswered';

/**
 * GET /guestbook/entries/unanswered (staff): the approved entries that have no answer yet, oldest
 * first, as the editorial review shows them, so that staff can answer after approving.
 */
export function fetchUnansweredGuestbookEntries(signal?: AbortSignal): Promise<EditorialEntry[]> {
  return apiGet(unansweredGuestbookEntriesKey, editorialQueueSchema, { signal });
}
