import { useAuth } from '@lindner/auth';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BookmarkListContext, useBookmarkList, type BookmarkList } from './bookmarkList';
import { useDeviceBookmarks } from './useMachineBookmarks';

// The account's list (SWR, the schemas, the calls) loads only for a signed-in user.
const AccountBookmarks = lazy(() =>
  import('./AccountBookmarks').then(({ AccountBookmarks }) => ({ default: AccountBookmarks })),
);

/**
 * The page's bookmark list for its buttons and bar: signed in (not offline) the account's, into
 * which the device's move; else the device's. The server and the hydrating render show the
 * device's as empty. One given from outside (a story's stand-in) is kept.
 */
export function BookmarkListProvider({ children }: { children: ReactNode }) {
  const outer = useBookmarkList();
  return outer ? children : <AccountOrDeviceBookmarks>{children}</AccountOrDeviceBookmarks>;
}

function AccountOrDeviceBookmarks({ children }: { children: ReactNode }) {
  const { authenticated, status } = useAuth();
  const signedIn = authenticated && status !== 'offline';
  const device = useDeviceBookmarks();
  const [account, setAccount] = useState<BookmarkList | null>(null);
  return (
    <BookmarkListContext.Provider value={signedIn && account ? account : device}>
      {children}
      {signedIn ? (
        <Suspense fallback={null}>
          <AccountBookmarks onChange={setAccount} />
        </Suspense>
      ) : null}
    </BookmarkListContext.Provider>
  );
}
