import { Button, Heading, Spinner, Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { replyMessages } from '../messages';
import * as styles from './marketplace.css';

/** What the reply box shows: the visitor's sign-in, the sign-on's wait, or the form. */
export type ReplyBoxState = 'signedOut' | 'loading' | 'open';

export interface AdReplyBoxProps {
  state: ReplyBoxState;
  /** Signs in and comes back to this page. */
  onSignIn: () => void;
  /**
   * The reply form (state `open`), named by the box's heading. A slot: the form and its checks
   * load with the signed-in part only, not with every visit of a public ad.
   */
  form?: (labelledBy: string) => ReactNode;
}

/**
 * Replying to an ad: a visitor signs in first (the server renders every visitor so); a
 * signed-in user writes the message with the privacy consent.
 */
export function AdReplyBox({ state, onSignIn, form }: AdReplyBoxProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.replyBox} aria-labelledby={headingId}>
      <Heading level={2} size="h4" id={headingId}>
        {intl.formatMessage(replyMessages.heading)}
      </Heading>
      {state === 'signedOut' ? (
        <>
          <Text>{intl.formatMessage(replyMessages.signedOutText)}</Text>
          <div>
            <Button onClick={onSignIn}>{intl.formatMessage(replyMessages.signIn)}</Button>
          </div>
        </>
      ) : state === 'loading' ? (
        <Spinner />
      ) : (
        form?.(headingId)
      )}
    </section>
  );
}
