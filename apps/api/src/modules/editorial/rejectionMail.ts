import type { EditorialEntry } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n/core';
import { framedMail } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import type { EntryWriter } from '../../plugins/editorialSources';
import { textsFor } from '../../plugins/texts';
import { editorialKindMessages, rejectionMailMessages } from './texts';

/**
 * The mail to the writer of a rejected entry, in their language: which entry, staff's reason
 * line by line (text: the HTML part escapes it), and where they see their entries' state.
 */
export function rejectionMail(
  entry: EditorialEntry,
  writer: EntryWriter,
  { reason, publicUrl }: { reason: string; publicUrl: string },
): Mail {
  const texts = textsFor(writer.locale);
  const myPosts = `${publicUrl}${localizePath('my-posts', {}, writer.locale)}`;
  return framedMail(texts, {
    to: writer.email,
    ...(writer.userId ? { userId: writer.userId } : {}),
    subject: texts.t(rejectionMailMessages.subject),
    greet: entry.writerName.trim() || null,
    paragraphs: [
      texts.t(rejectionMailMessages.notPublished, {
        title: entry.title,
        kind: texts.t(editorialKindMessages[entry.kind]),
      }),
      reason.split(/\r?\n/).map((line) => `> ${line}`),
      texts.t(rejectionMailMessages.questions, { link: myPosts }),
    ],
  });
}
