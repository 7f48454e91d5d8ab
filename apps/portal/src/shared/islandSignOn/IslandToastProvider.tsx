import { ToastProvider } from '@lindner/ui';

/** An island's toasts, placed as the portal places its own (app/Toasts.tsx). */
export function IslandToastProvider() {
  return <ToastProvider position="bottom-right" pauseOnFocusLoss={false} />;
}
