import type {
  EditorialEntry,
  EditorialFile,
  EditorialRejectionInput,
  GuestbookReplyInput,
} from '@lindner/api/schema';
import { Button, Heading, Text } from '@lindner/ui';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { actions, card } from '../../shared/personalArea/cards.css';
import * as styles from './editorial.css';
import { EntryBadges } from './EntryBadges';
import { EntryFacts } from './EntryFacts';
import { EntryFiles } from './EntryFiles';
import { EntryReply, EntryWords } from './EntryWords';
import { kindMessages, rejectTitleMessage, reviewMessages } from './messages';
import { RejectForm, ReplyForm } from './ReviewForms';

export interface ReviewActions {
  /** Resolves true once approved. */
  onApprove: (entry: EditorialEntry) => Promise<boolean>;
  onReject: (
    entry: EditorialEntry,
    input: EditorialRejectionInput,
  ) => Promise<SubmitOutcome | null>;
  /** Lindner's answer to a guestbook entry; without it, no answer form. */
  onReply?: (entry: EditorialEntry, input: GuestbookReplyInput) => Promise<SubmitOutcome | null>;
  onDownload: (file: EditorialFile) => Promise<boolean>;
}

/**
 * One entry waiting for review, as its writer sent it: kind, writer, date, title, words, files
 * and video; approve, reject with a reason, and (guestbook) answer.
 */
export function ReviewEntry({
  entry,
  onApprove,
  onReject,
  onReply,
  onDownload,
}: ReviewActions & { entry: EditorialEntry }) {
  const intl = useIntl();
  const headingId = useId();
  const rejectHeadingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const article = useRef<HTMLElement>(null);
  const draftKey = `${entry.kind}:${entry.id}`;
  const approve = async () => {
    setApproving(true);
    await onApprove(entry);
    setApproving(false);
  };
  const startRejection = () => {
    setRejecting(true);
    // Straight to the reason: the form replaces the button that had focus.
    requestAnimationFrame(() =>
      article.current?.querySelector<HTMLElement>('textarea[name="reason"]')?.focus(),
    );
  };
  const cancelRejection = () => {
    setRejecting(false);
    requestAnimationFrame(() => rejectButton.current?.focus());
  };
  return (
    <article ref={article} className={card} aria-labelledby={headingId}>
      <EntryBadges entry={entry} />
      <Heading level={2} size="h4" id={headingId} className={styles.entryText}>
        {/* An entry without a title (a drawing) is called by its kind. */}
        {entry.title || intl.formatMessage(kindMessages[entry.kind])}
      </Heading>
      <EntryFacts entry={entry} />
      <EntryWords entry={entry} />
      <EntryFiles files={entry.files} onDownload={onDownload} />
      {entry.kind === 'guestbook' && onReply ? (
        <>
          <EntryReply reply={entry.reply} />
          <ReplyForm
            draftName={`editorial-reply:${draftKey}`}
            labelledBy={headingId}
            reply={entry.reply}
            onReply={(input) => onReply(entry, input)}
          />
        </>
      ) : null}
      {entry.kind === 'drawing-contest' ? (
        <Text size="small" tone="muted">
          {intl.formatMessage(reviewMessages.drawingNextWorkingDay)}
        </Text>
      ) : null}
      {rejecting ? (
        <div className={styles.section}>
          <Heading level={3} size="standard" id={rejectHeadingId} className={styles.entryText}>
            {intl.formatMessage(rejectTitleMessage, { title: entry.title })}
          </Heading>
          <RejectForm
            draftName={`editorial-reject:${draftKey}`}
            labelledBy={rejectHeadingId}
            onReject={(input) => onReject(entry, input)}
          />
          <div className={actions}>
            <Button variant="secondary" onClick={cancelRejection}>
              {intl.formatMessage(reviewMessages.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={actions}>
          <Button busy={approving} onClick={() => void approve()}>
            {intl.formatMessage(reviewMessages.approve)}
          </Button>
          <Button ref={rejectButton} variant="secondary" onClick={startRejection}>
            {intl.formatMessage(reviewMessages.reject)}
          </Button>
        </div>
      )}
    </article>
  );
}
