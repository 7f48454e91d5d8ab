import { useSyncExternalStore } from 'react';
import type { User } from '../schema';
import { isInitialized, subscribeToInitialization } from '../client/configuration';
import { fetchCurrentUser } from '../calls/user';
import { useFetch, type FetchState } from './useFetch';

/** The SWR key of the signed-in user, e.g. to fetch it again after a profile change. */
export const currentUserKey = '/user';

/** The signed-in user, fetched once the client is initialised; a failure is only logged. */
export function useCurrentUser(): FetchState<User> {
  const initialized = useSyncExternalStore(subscribeToInitialization, isInitialized, isInitialized);
  return useFetch(initialized ? currentUserKey : null, fetchCurrentUser, {
    logMessage: 'Error fetching user',
  });
}
