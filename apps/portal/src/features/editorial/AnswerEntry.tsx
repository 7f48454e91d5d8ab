import type { EditorialEntry, EditorialFile, GuestbookReplyInput } from '@lindner/api/schema';
import { Heading } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { card } from '../../shared/personalArea/cards.css';
import * as styles from './editorial.css';
import { EntryBadges } from './EntryBadges';
import { EntryFacts } from './EntryFacts';
import { EntryFiles } from './EntryFiles';
import { EntryWords } from './EntryWords';
import { kindMessages } from './messages';
import { ReplyForm } from './ReviewForms';

export interface AnswerActions {
  onAnswer: (entry: EditorialEntry, input: GuestbookReplyInput) => Promise<SubmitOutcome | null>;
  onDownload: (file: EditorialFile) => Promise<boolean>;
}

/** An approved guestbook entry without Lindner's answer: the entry, and the answer's form. */
export function AnswerEntry({
  entry,
  onAnswer,
  onDownload,
}: AnswerActions & { entry: EditorialEntry }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <article className={card} aria-labelledby={headingId}>
      <EntryBadges entry={entry} />
      <Heading level={3} size="h4" id={headingId} className={styles.entryText}>
        {entry.title || intl.formatMessage(kindMessages[entry.kind])}
      </Heading>
      <EntryFacts entry={entry} />
      <EntryWords entry={entry} />
      <EntryFiles files={entry.files} onDownload={onDownload} />
      <ReplyForm
        draftName={`editorial-answer:${entry.id}`}
        labelledBy={headingId}
        reply={entry.reply}
        onReply={(input) => onAnswer(entry, input)}
      />
    </article>
  );
}
