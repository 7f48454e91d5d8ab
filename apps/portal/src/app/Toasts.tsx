import { ToastProvider } from '@lindner/ui';

/**
 * The portal's toasts: bottom-right, and not paused while the window is in the background
 * (DESIGN.md "Decisions", SPEC.md section 9). They read the global toast store, so they need
 * not wrap the pages: App loads them beside the pages, off the first load's critical path.
 */
export function Toasts() {
  return <ToastProvider position="bottom-right" pauseOnFocusLoss={false} />;
}
