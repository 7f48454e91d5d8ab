import { toast } from '@lindner/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toasts' code (Radix) loads with the first toast, not with the island: most visits show none.
const IslandToastProvider = lazy(() =>
  import('./IslandToastProvider').then(({ IslandToastProvider }) => ({
    default: IslandToastProvider,
  })),
);

let toastShown = false;
const subscribe = (listener: () => void) =>
  toast.subscribe(() => {
    toastShown ||= toast.isShowing();
    listener();
  });
const needed = () => toastShown || toast.isShowing();

/** An island's toasts, once one shows; a server renders none, nor a hydration. */
export function IslandToasts() {
  const show = useSyncExternalStore(subscribe, needed, () => false);
  return show ? (
    <Suspense fallback={null}>
      <IslandToastProvider />
    </Suspense>
  ) : null;
}
