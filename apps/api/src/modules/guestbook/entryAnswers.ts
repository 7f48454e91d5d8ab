import type { EditorialEntry, GuestbookEntry } from '@lindner/api/schema';
import type { GuestbookEntryFacts } from './repository';

/** The path of an entry's file below the API's address (`guestbookAttachmentPath`). */
export const attachmentPath = (id: string) => `/guestbook/entries/${id}/attachment`;

/** A published entry as everyone sees it: never the writer's e-mail. */
export function toGuestbookEntry(row: GuestbookEntryFacts, apiPath: string): GuestbookEntry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.writerName,
    text: row.text,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    attachment:
      row.attachmentName && row.attachmentType
        ? {
            name: row.attachmentName,
            contentType: row.attachmentType,
            path: `${apiPath}${attachmentPath(row.id)}`,
            width: row.attachmentWidth,
            height: row.attachmentHeight,
          }
        : null,
    reply:
      row.reply && row.repliedAt
        ? { text: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

/** How many characters of the text an entry is called by in the review's lists. */
const titleLength = 60;

/**
 * The entry as the editorial review shows it. Its title is the beginning of what was written,
 * cut at a word: the review's lists are in the staff's language, the text in the writer's.
 */
export function toEditorialEntry(row: GuestbookEntryFacts): EditorialEntry {
  return {
    kind: 'guestbook',
    id: row.id,
    title: titleOf(row.text),
    text: row.text,
    files:
      row.attachmentName && row.attachmentType
        ? [
            {
              name: row.attachmentName,
              path: attachmentPath(row.id),
              contentType: row.attachmentType,
            },
          ]
        : [],
    videoUrl: null,
    writerName: row.writerName,
    submittedAt: row.createdAt.toISOString(),
    state: row.state,
    reason: row.reason,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    reply: row.reply,
  };
}

export function titleOf(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .find((part) => part.trim() !== '')
      ?.trim() ?? text.trim();
  if (line.length <= titleLength) return line;
  const cut = line.slice(0, titleLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > titleLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
