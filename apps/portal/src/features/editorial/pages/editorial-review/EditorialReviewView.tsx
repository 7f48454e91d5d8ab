import type { EditorialEntry } from '@lindner/api/schema';
import { Banner, FetchError, Heading, Stack, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { cardList } from '../../../../shared/personalArea/cards.css';
import { reviewMessages, waitingMessage } from '../../messages';
import { AnswerEntry, type AnswerActions } from '../../AnswerEntry';
import { ReviewEntry, type ReviewActions } from '../../ReviewEntry';

export interface EditorialReviewViewProps extends ReviewActions {
  /** Whether the user holds the realm role `staff`; others see "not allowed", nothing else. */
  allowed: boolean;
  /** Loading, error (with Retry) or content, from the queue's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The entries waiting, oldest first. */
  entries: EditorialEntry[] | null;
  /** Approved guestbook entries without an answer, oldest first; null until fetched. */
  unanswered: EditorialEntry[] | null;
  /** The unanswered entries could not be fetched: Retry fetches them again. */
  unansweredFailed?: boolean;
  onRetryUnanswered: () => void;
  onAnswer: AnswerActions['onAnswer'];
}

/** Staff's one review of what users write in the guestbook, user reports and contests. */
export function EditorialReviewView({
  allowed,
  state,
  onRetry,
  entries,
  unanswered,
  unansweredFailed = false,
  onRetryUnanswered,
  onAnswer,
  ...actions
}: EditorialReviewViewProps) {
  const intl = useIntl();
  const unansweredId = useId();
  const title = intl.formatMessage(reviewMessages.title);
  if (!allowed) {
    return (
      <PersonalPage title={title}>
        <Banner tone="warning" title={intl.formatMessage(reviewMessages.notAllowedTitle)}>
          <p>{intl.formatMessage(reviewMessages.notAllowedText)}</p>
        </Banner>
      </PersonalPage>
    );
  }
  return (
    <PersonalPage title={title} state={state} onRetry={onRetry}>
      <Text>{intl.formatMessage(reviewMessages.intro)}</Text>
      {entries === null ? null : entries.length === 0 ? (
        <Text role="status">{intl.formatMessage(reviewMessages.empty)}</Text>
      ) : (
        <>
          <Text role="status">{intl.formatMessage(waitingMessage, { count: entries.length })}</Text>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={cardList}>
            {entries.map((entry) => (
              <li key={`${entry.kind}:${entry.id}`}>
                <ReviewEntry entry={entry} {...actions} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Stack as="section" space="medium" align="left" aria-labelledby={unansweredId}>
        <Heading level={2} size="h3" id={unansweredId}>
          {intl.formatMessage(reviewMessages.unansweredHeading)}
        </Heading>
        <Text>{intl.formatMessage(reviewMessages.unansweredIntro)}</Text>
        {unansweredFailed ? (
          <FetchError onRetry={onRetryUnanswered} />
        ) : unanswered === null ? null : unanswered.length === 0 ? (
          <Text>{intl.formatMessage(reviewMessages.unansweredEmpty)}</Text>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={cardList}>
            {unanswered.map((entry) => (
              <li key={entry.id}>
                <AnswerEntry entry={entry} onAnswer={onAnswer} onDownload={actions.onDownload} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </PersonalPage>
  );
}
