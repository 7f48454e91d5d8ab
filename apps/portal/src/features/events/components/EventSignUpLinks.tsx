import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { factMessages, signUpMessages } from '../eventSignUpMessages';
import * as styles from './EventSignUpBox.css';

// The sign-up box's links, apart from it: they show only signed in, and load with that part
// (a link brings the router's code, which an island on a public page does without).

/** Where a training's missing conditions are explained. */
export function ConditionsLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <Link link={{ url: href }} className={styles.link}>
      {intl.formatMessage(signUpMessages.trainingConditionsLink)}
    </Link>
  );
}

/** Where to take part in an online event, for the signed-up user. */
export function OnlineLink({ url }: { url: string }) {
  const intl = useIntl();
  return (
    <Link link={{ url, isExternal: true }} className={styles.link}>
      {intl.formatMessage(factMessages.onlineLink)}
    </Link>
  );
}
