import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true afterwards: what depends on
 * the browser (stored consent) renders only then, so server and first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
