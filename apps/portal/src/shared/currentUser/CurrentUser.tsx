import type { User } from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

export interface SignedInUser {
  /** The user of `GET /user`; null while loading, when signed out or when the fetch failed. */
  user: User | null;
  /** False until the first fetch of the user has answered (with the user or an error). */
  settled: boolean;
}

const signedOut: SignedInUser = { user: null, settled: true };
const notYetFetched: SignedInUser = { user: null, settled: false };
const CurrentUserContext = createContext<SignedInUser>(signedOut);

// The data layer (SWR, schemas) loads only for a signed-in user, not with every public page.
const UserFetcher = lazy(() =>
  import('./UserFetcher').then(({ UserFetcher }) => ({ default: UserFetcher })),
);

/** Fetches the signed-in user once, for the whole portal; nothing while signed out. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const [fetched, setFetched] = useState<SignedInUser>(notYetFetched);
  return (
    <CurrentUserContext.Provider value={authenticated ? fetched : signedOut}>
      {children}
      {authenticated ? (
        <Suspense fallback={null}>
          <UserFetcher onChange={setFetched} />
        </Suspense>
      ) : null}
    </CurrentUserContext.Provider>
  );
}

export function useSignedInUser(): SignedInUser {
  return useContext(CurrentUserContext);
}
