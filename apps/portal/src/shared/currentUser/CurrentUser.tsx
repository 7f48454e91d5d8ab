import { useAuth } from '@lindner/auth';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { SignedInUser } from './signedInUser';

export type { SignedInUser } from './signedInUser';

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
