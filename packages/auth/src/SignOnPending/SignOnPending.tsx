import { Spinner } from '@lindner/ui';
import { pending } from './SignOnPending.css';

/** The whole page while keycloak-js starts or the browser is on its way to the sign-on page. */
export function SignOnPending() {
  return (
    <div className={pending}>
      <Spinner size="large" />
    </div>
  );
}
