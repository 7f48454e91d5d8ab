import { FormattedMessage } from 'react-intl';
import * as styles from './Checkout.css';
import { messages } from './messages';

export interface SignedOutNoticeProps {
  /** Where to sign in: the portal's fleet page ("Mein Lindner"). */
  signInHref: string;
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** In place of the checkout on a page without sign-on: ordering needs the customer's account. */
export function SignedOutNotice({ signInHref, titleAs: Title = 'h2' }: SignedOutNoticeProps) {
  return (
    <section className={styles.checkout} data-checkout-state="signedOut">
      <div className={styles.section}>
        <Title className={styles.title}>
          <FormattedMessage {...messages.signedOutTitle} />
        </Title>
        <p className={styles.text}>
          <FormattedMessage {...messages.signedOutText} />
        </p>
        <p className={styles.text}>
          <a className={styles.link} href={signInHref}>
            <FormattedMessage {...messages.signIn} />
          </a>
        </p>
      </div>
    </section>
  );
}
