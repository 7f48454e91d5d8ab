import { newsletterStatusMessages } from '@lindner/api';
import type { Newsletter } from '@lindner/api/schema';
import { Banner, Button, Heading, Text } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../../shared/forms/messages';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import {
  newsletterAddressMessage,
  newsletterRequestedAtMessage,
  newsletterStatusMessage,
  settingsMessages,
} from './messages';
import * as styles from './settings.css';

export interface NewsletterPanelProps {
  newsletter: Newsletter;
  /** Subscribes, or sends the confirmation e-mail again while pending. */
  onSubscribe: () => Promise<SubmitOutcome | null>;
  onUnsubscribe: () => Promise<SubmitOutcome | null>;
}

type Action = 'subscribe' | 'unsubscribe';

/**
 * The newsletter subscription in each of its states (SPEC.md section 4): not subscribed (a way
 * to subscribe), pending confirmation (the e-mail again, or cancel), subscribed (unsubscribe),
 * and not available when the newsletter's segment is not set up.
 */
export function NewsletterPanel({ newsletter, onSubscribe, onUnsubscribe }: NewsletterPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [running, setRunning] = useState<Action | null>(null);
  const [error, setError] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  const { status } = newsletter;

  const run = async (action: Action) => {
    if (running) return;
    setRunning(action);
    const outcome = await (action === 'subscribe' ? onSubscribe() : onUnsubscribe());
    setRunning(null);
    setError(outcome && !outcome.ok ? outcome : null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size="h4" id={headingId}>
        {intl.formatMessage(settingsMessages.newsletterTitle)}
      </Heading>
      {status === 'segmentNotSetUp' ? (
        <Banner tone="warning">
          {intl.formatMessage(newsletterStatusMessages.segmentNotSetUp)}
        </Banner>
      ) : (
        <>
          <Text className={styles.text}>
            {intl.formatMessage(settingsMessages.newsletterIntro)}
          </Text>
          <div className={styles.facts} data-newsletter-status={status}>
            <Text className={styles.text}>
              {intl.formatMessage(newsletterStatusMessage, {
                status: intl.formatMessage(
                  status === 'pending'
                    ? settingsMessages.statusPending
                    : newsletterStatusMessages[status],
                ),
              })}
            </Text>
            {newsletter.email && status !== 'notSubscribed' ? (
              <Text className={styles.text}>
                {intl.formatMessage(newsletterAddressMessage, {
                  email: newsletter.email,
                })}
              </Text>
            ) : null}
          </div>
          {status === 'pending' ? (
            <Banner tone="info">
              <p>{intl.formatMessage(newsletterStatusMessages.pending)}</p>
              {newsletter.requestedAt ? (
                <p>
                  {intl.formatMessage(newsletterRequestedAtMessage, {
                    date: intl.formatDate(newsletter.requestedAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </p>
              ) : null}
            </Banner>
          ) : null}
          {error ? (
            <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
              {error.message ?? intl.formatMessage(formMessages.generalError)}
            </Banner>
          ) : null}
          <div className={styles.actions}>
            {status === 'notSubscribed' || status === 'pending' ? (
              <Button
                variant={status === 'pending' ? 'secondary' : 'primary'}
                busy={running === 'subscribe'}
                onClick={() => void run('subscribe')}
              >
                {intl.formatMessage(
                  status === 'pending' ? settingsMessages.resend : settingsMessages.subscribe,
                )}
              </Button>
            ) : null}
            {status === 'subscribed' || status === 'pending' ? (
              <Button
                variant="secondary"
                busy={running === 'unsubscribe'}
                onClick={() => void run('unsubscribe')}
              >
                {intl.formatMessage(settingsMessages.unsubscribe)}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
