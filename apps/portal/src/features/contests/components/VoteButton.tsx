import type { ContestKind } from '@lindner/api/schema';
import { Button } from '@lindner/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@lindner/i18n';
import { voteForMessage, voteMessages, voteThanksMessage } from '../messages';
import * as styles from './contests.css';
import { sendVote, type ApiAddress, type VoteOutcome } from './sendVote';

/** Where the consent is kept for the page session, and how the other buttons hear of it. */
const consentKey = 'lindner-contest-vote-consent';
const consentEvent = 'lindner-contest-vote-consent';

function storedConsent(): boolean {
  try {
    return sessionStorage.getItem(consentKey) === 'yes';
  } catch {
    return false;
  }
}

function subscribeToConsent(changed: () => void): () => void {
  window.addEventListener(consentEvent, changed);
  return () => window.removeEventListener(consentEvent, changed);
}

export interface VoteButtonProps {
  contest: ContestKind;
  entryId: string;
  /** What the entry is called, for the button's accessible name. */
  title: string;
  api: ApiAddress;
  /** A stand-in for the API (stories). */
  send?: typeof sendVote;
}

/**
 * The vote of one entry. Before the first vote the visitor consents to storing address and
 * browser data (SPEC.md section 5); the consent holds for the page session, for every entry.
 * After the vote: the new count and the thanks; a second vote shows the server's message.
 */
export function VoteButton({ contest, entryId, title, api, send = sendVote }: VoteButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const consent = useSyncExternalStore(subscribeToConsent, storedConsent, () => false);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<VoteOutcome | null>(null);

  const agree = (checked: boolean) => {
    setMissing(false);
    try {
      if (checked) sessionStorage.setItem(consentKey, 'yes');
      else sessionStorage.removeItem(consentKey);
    } catch {
      // Without storage no consent can be kept: the box stays unticked.
    }
    window.dispatchEvent(new Event(consentEvent));
  };

  const vote = async () => {
    if (!consent) {
      setMissing(true);
      return;
    }
    setSending(true);
    setOutcome(await send(contest, entryId, api, locale));
    setSending(false);
  };

  const status = outcome
    ? outcome.ok
      ? intl.formatMessage(voteThanksMessage, { count: outcome.votes })
      : (outcome.message ?? intl.formatMessage(voteMessages.failed))
    : missing
      ? intl.formatMessage(voteMessages.consentMissing)
      : '';

  return (
    <div className={styles.vote}>
      {outcome?.ok ? null : (
        <label className={styles.consent}>
          <input
            type="checkbox"
            className={styles.consentBox}
            checked={consent}
            onChange={(event) => agree(event.currentTarget.checked)}
          />
          <span>{intl.formatMessage(voteMessages.consent)}</span>
        </label>
      )}
      {outcome?.ok ? null : (
        <Button
          variant="secondary"
          onClick={() => void vote()}
          disabled={sending}
          aria-label={intl.formatMessage(voteForMessage, { title })}
          aria-describedby={status ? `${id}-status` : undefined}
        >
          {intl.formatMessage(sending ? voteMessages.sending : voteMessages.voteShort)}
        </Button>
      )}
      <p id={`${id}-status`} role="status" className={styles.voteStatus}>
        {status}
      </p>
    </div>
  );
}
