/** Where the time of the last reload after a failed chunk load is kept (per tab). */
export const preloadReloadKey = 'lindner.portal.preloadReloadAt';

/**
 * A second failure this soon after a reload means the reload did not help (offline, a broken
 * deployment): then the route's error block with Retry shows instead of reloading in a loop.
 */
export const preloadReloadWindow = 60_000;

export interface PreloadRecoveryOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** Whether the browser has a network (`navigator.onLine`); default yes. */
  isOnline?: () => boolean;
}

/**
 * Handles one failed load of a page's code, typically after a new deployment removed the old
 * chunks: reloads the page to fetch the new ones, unless it just did. Without a network no
 * deployment is to blame and a reload would lose the page (and what is typed in it): the failure
 * shows where the code was needed. Returns whether it reloaded (the failure is then handled and
 * must not reach the router).
 */
export function recoverFromPreloadError({
  storage,
  reload,
  now,
  isOnline = () => true,
}: PreloadRecoveryOptions): boolean {
  if (!isOnline()) return false;
  let lastReload: number;
  try {
    lastReload = Number(storage.getItem(preloadReloadKey) ?? Number.NaN);
  } catch {
    return false;
  }
  if (Number.isFinite(lastReload) && now() - lastReload < preloadReloadWindow) return false;
  try {
    storage.setItem(preloadReloadKey, String(now()));
  } catch {
    // Without a place to remember the reload, a reload could repeat forever.
    return false;
  }
  reload();
  return true;
}

/** Listens for Vite's `vite:preloadError`, fired when a lazily loaded chunk fails to load. */
export function listenForPreloadErrors(target: EventTarget, options: PreloadRecoveryOptions) {
  const onPreloadError = (event: Event) => {
    if (recoverFromPreloadError(options)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
