import { readPortalConfig } from '../../../../shared/config';
import { accountUrlOf } from '../../accountUrl';
import { PasswordView } from './PasswordView';

/** The password tab, linking to the account page of the sign-on provider the portal uses. */
export function PasswordPage() {
  const { origin, href } = window.location;
  const { signOn } = readPortalConfig(import.meta.env, origin);
  return <PasswordView accountUrl={accountUrlOf(signOn, href, origin)} />;
}
