import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useAuth } from '../AuthProvider';
import { SignOnPending } from '../SignOnPending';

export interface RequireLoginProps {
  children: ReactNode;
  /** Shown until the user has signed on: the area's frame with a loading state, say. */
  pending?: ReactNode;
}

/**
 * Guards the personal area: once the sign-on has started, an anonymous visitor is sent to the
 * sign-on page and comes back to the address they asked for; meanwhile `pending` (a spinner
 * unless given). Offline (no network or no sign-on at start) the area shows what the device has
 * kept, until the sign-on has started again.
 */
export function RequireLogin({ children, pending = <SignOnPending /> }: RequireLoginProps) {
  const { status, authenticated, login } = useAuth();

  useEffect(() => {
    if (authenticated || status !== 'ready') return;
    login({ redirectUri: window.location.href }).catch((error: unknown) => {
      console.error('Failure starting the login', error);
    });
  }, [authenticated, status, login]);

  const open = authenticated || status === 'offline';
  // The area mounts in a render of its own that yields to the browser (a transition), not in
  // the blocking one of the sign-on's answer: on a phone that render is the page's longest task.
  // It closes at once.
  const opened = useDeferredValue(open);
  return open && opened ? <>{children}</> : pending;
}
