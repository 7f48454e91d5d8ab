import type { GuestbookEntry } from '@lindner/api/schema';
import { Heading, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { pageMessages as messages, pdfAttachmentMessage, writtenByMessage } from '../messages';
import * as styles from './guestbook.css';

/**
 * One published entry: who wrote it and when, a question's mark, the text as written (plain
 * text, its line breaks kept), the picture or the PDF, and Lindner's reply below it.
 */
export function GuestbookEntryCard({ entry }: { entry: GuestbookEntry }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'long' });
  const { attachment, reply } = entry;
  return (
    <article className={styles.entry} aria-label={entry.name}>
      <div className={styles.entryHead}>
        <Heading level={3} size="standard">
          {intl.formatMessage(writtenByMessage, {
            name: entry.name,
            date: day(entry.publishedAt),
          })}
        </Heading>
        {entry.kind === 'question' ? (
          <span className={styles.questionMark}>{intl.formatMessage(messages.question)}</span>
        ) : null}
      </div>
      <p className={styles.text}>{entry.text}</p>
      {attachment?.contentType.startsWith('image/') ? (
        <img
          className={styles.picture}
          src={attachment.path}
          alt={intl.formatMessage(messages.pictureAlt)}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      ) : attachment ? (
        <a className={styles.fileLink} href={attachment.path} download={attachment.name}>
          {intl.formatMessage(pdfAttachmentMessage, { name: attachment.name })}
        </a>
      ) : null}
      {reply ? (
        <div className={styles.reply}>
          <Text weight="medium">{intl.formatMessage(messages.replyHeading)}</Text>
          <p className={styles.text}>{reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
