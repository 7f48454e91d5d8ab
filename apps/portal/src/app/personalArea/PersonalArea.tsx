import { apiPersonalAreaMessages } from '@lindner/api';
import { RequireLogin, useAuth } from '@lindner/auth';
import type { RouteName } from '@lindner/i18n';
import { Spinner } from '@lindner/ui';
import { lazy, Suspense, useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { ContractExpiryBanner } from '../../features/contracts/ContractExpiryBanner';
import { KeptEntriesSender } from '../../features/fleet/offline/KeptEntriesSender';
import { MoveVisitorBookmarks } from '../../features/used-machines/bookmarks/MoveVisitorBookmarks';
import { OrderBanner } from '../../features/orders/OrderBanner';
import { displayName } from '../../shared/currentUser/displayName';
import { useSignedInUser, type SignedInUser } from '../../shared/currentUser/CurrentUser';
import { DraftScopeProvider, type DraftScope } from '../../shared/drafts/DraftScope';
import { clearOtherUsersDrafts, sessionDraftStorage } from '../../shared/drafts/formDrafts';
import { portalPersonalAreaMessages } from '../../messages';
import { withPageMessages } from '../../shared/locale/withPageMessages';
import { PersonalAreaLayout } from '../../shell/PersonalAreaLayout';
import type { ExistingPages } from '../../shell/publicNavigation';
import { PageHead } from '../../shared/head';
import { messages } from '../messages';
import { hydratedPages } from '../router/hydratedPages';
import { islandPages } from '../router/islandPages';

// Offline only: the user as the service worker kept it (online, CurrentUserProvider fetches it).
const UserFetcher = lazy(() =>
  import('../../shared/currentUser/UserFetcher').then(({ UserFetcher }) => ({
    default: UserFetcher,
  })),
);

/**
 * The personal area route: sign-on required, then the layout once the user has been fetched.
 * Until the sign-on is done (and on the server, which never signs on) the frame with a loading
 * state, so the first paint already shows where the user is. Without a network it opens from
 * what the service worker kept (public/sw.js), with a notice.
 */
/** The pages the site's header above the area may link to. */
const existingPages: ExistingPages = new Set([
  ...Object.keys(hydratedPages),
  ...islandPages,
] as RouteName[]);

export function PersonalArea() {
  return (
    <RequireLogin pending={<AreaLoading />}>
      <SignedInArea />
    </RequireLogin>
  );
}

function AreaLoading() {
  return (
    <PersonalAreaLayout user={{}} existingPages={existingPages}>
      <PageHead title={messages.title} />
      <Spinner block size="large" />
    </PersonalAreaLayout>
  );
}

function SignedInArea() {
  const signedIn = useSignedInUser();
  const { subject, hasRealmRole, status } = useAuth();
  const offline = useOffline() || status === 'offline';
  const [keptUser, setKeptUser] = useState<SignedInUser>({ user: null, settled: false });
  // Back online, the kept user stands in until the signed-in user has been fetched.
  const { user, settled } =
    status === 'offline' || (!signedIn.settled && keptUser.settled) ? keptUser : signedIn;
  // Once shown, the page stays when the sign-on is back online and fetches the user again:
  // unmounting it would lose what was being typed.
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);
  // Unsaved form input of this user survives a reload and a sign-on again (shared/drafts/).
  const drafts = useMemo((): DraftScope | null => {
    const storage = sessionDraftStorage();
    if (!subject || !storage) return null;
    // Someone else signed on in this tab: the previous user's drafts go.
    clearOtherUsersDrafts(storage, subject);
    return { userId: subject, storage };
  }, [subject]);
  const keptUserFetcher =
    status === 'offline' ? (
      <Suspense fallback={null}>
        <UserFetcher onChange={setKeptUser} />
      </Suspense>
    ) : null;
  // The frame and the page mount in a render that yields to the browser (a transition), not in
  // the blocking one of the user's answer: on a phone it is the longest render of the page.
  const ready = useDeferredValue(settled || shown);
  // Waiting for the user keeps the fallback name from flashing before the real one.
  if (!ready) {
    return (
      <>
        <AreaLoading />
        {keptUserFetcher}
      </>
    );
  }
  return (
    <DraftScopeProvider scope={drafts}>
      {keptUserFetcher}
      <PageHead title={messages.title} />
      {/* Diary entries saved in the field without a connection go out from any page. */}
      {user ? <KeptEntriesSender userId={user.id} /> : null}
      {/* Bookmarks kept on this device before signing in move into the account. */}
      <MoveVisitorBookmarks />
      <PersonalAreaLayout
        user={{ name: displayName(user), avatarUrl: user?.avatar }}
        staff={hasRealmRole('staff')}
        offline={offline}
        orderBanner={<OrderBanner />}
        contractExpiryBanner={<ContractExpiryBanner />}
        existingPages={existingPages}
      />
    </DraftScopeProvider>
  );
}

const subscribeToNetwork = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has no network now; a server and the hydrating render say no. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => !navigator.onLine,
    () => false,
  );
}

// The route loads this module lazily (app/router/router.ts): a route module exports `Component`.
// The area's texts load with it: public pages do without them.
export const Component = withPageMessages(
  [portalPersonalAreaMessages, apiPersonalAreaMessages],
  PersonalArea,
);
