import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../AuthProvider';
import { SignOnPending } from '../SignOnPending';

export interface RequireLoginProps {
  children: ReactNode;
}

/**
 * Guards the personal area: an anonymous visitor is sent to the sign-on page and comes back to
 * the address they asked for; meanwhile a spinner.
 */
export function RequireLogin({ children }: RequireLoginProps) {
  const { authenticated, login } = useAuth();

  useEffect(() => {
    if (authenticated) return;
    login({ redirectUri: window.location.href }).catch((error: unknown) => {
      console.error('Failure starting the login', error);
    });
  }, [authenticated, login]);

  return authenticated ? <>{children}</> : <SignOnPending />;
}
