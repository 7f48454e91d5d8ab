import { useAuth } from '@lindner/auth';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/useHydrated';
import { AdReplyBox } from './AdReplyBox';

// The data layer (SWR) and the reply's call load only for a signed-in user, not with every
// visit of a public ad.
const AdReplySignedIn = lazy(() =>
  import('./AdReplySignedIn').then(({ AdReplySignedIn }) => ({ default: AdReplySignedIn })),
);

/**
 * The reply box of an ad with the sign-on. The server renders every visitor as signed out (a
 * public page knows no session after a full load): the button signs in and comes back to this
 * page, which the sign-on provider's own session makes instant. Signed in, the form speaks with
 * the API.
 */
export function AdReply({ adId }: { adId: string }) {
  const { authenticated, login } = useAuth();
  const hydrated = useHydrated();
  const box = (state: 'signedOut' | 'loading') => (
    <AdReplyBox state={state} onSignIn={() => void login({ redirectUri: window.location.href })} />
  );
  if (!hydrated || !authenticated) return box('signedOut');
  return (
    <Suspense fallback={box('loading')}>
      <AdReplySignedIn adId={adId} />
    </Suspense>
  );
}
