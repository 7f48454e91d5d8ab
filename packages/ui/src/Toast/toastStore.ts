export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A toast with an id already shown replaces it in place, and its timer restarts. */
  id?: string;
  /** Milliseconds until it closes by itself; `Infinity` keeps it open. Default: the provider's. */
  duration?: number;
}

export interface ToastEntry {
  id: string;
  tone: ToastTone;
  message: string;
  duration?: number;
  /** Grows with every replacement, so the view can restart the timer and announce it again. */
  version: number;
  /** False while the toast plays its closing animation, before `remove` takes it away. */
  open: boolean;
}

export interface ToastStore {
  show(tone: ToastTone, message: string, options?: ToastOptions): string;
  /** Closes one toast, or every toast without an id. */
  dismiss(id?: string): void;
  /** Takes a closed toast away for good, once its closing animation has played. */
  remove(id: string): void;
  /** Removes every toast at once, without closing animations. */
  clear(): void;
  setLimit(limit: number): void;
  subscribe(listener: () => void): () => void;
  /** Newest first. The same array until something changes. */
  getSnapshot(): readonly ToastEntry[];
}

export const defaultToastLimit = 20;

export function createToastStore(limit = defaultToastLimit): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let maximum = limit;
  let generatedIds = 0;
  const listeners = new Set<() => void>();

  function update(next: readonly ToastEntry[]) {
    toasts = withinLimit(next, maximum);
    listeners.forEach((listener) => listener());
  }

  return {
    show(tone, message, options = {}) {
      const id = options.id ?? `toast-${++generatedIds}`;
      const existing = toasts.find((entry) => entry.id === id);
      const entry: ToastEntry = {
        id,
        tone,
        message,
        duration: options.duration,
        version: existing ? existing.version + 1 : 0,
        open: true,
      };
      update(existing ? toasts.map((each) => (each.id === id ? entry : each)) : [entry, ...toasts]);
      return id;
    },
    dismiss(id) {
      if (!toasts.some((entry) => entry.open && (id === undefined || entry.id === id))) return;
      update(
        toasts.map((entry) =>
          id === undefined || entry.id === id ? { ...entry, open: false } : entry,
        ),
      );
    },
    remove(id) {
      if (!toasts.some((entry) => entry.id === id)) return;
      update(toasts.filter((entry) => entry.id !== id));
    },
    clear() {
      if (toasts.length > 0) update([]);
    },
    setLimit(next) {
      maximum = Math.max(1, Math.floor(next));
      if (withinLimit(toasts, maximum) !== toasts) update(toasts);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** Drops the oldest open toasts beyond the limit; closing ones are on their way out anyway. */
function withinLimit(toasts: readonly ToastEntry[], limit: number): readonly ToastEntry[] {
  let open = 0;
  const kept = toasts.filter((entry) => !entry.open || ++open <= limit);
  return kept.length === toasts.length ? toasts : kept;
}

/** The one store behind `toast` and `ToastProvider`. */
export const toastStore = createToastStore();

/** Shows toasts from anywhere, also outside React (API hooks, event handlers). */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    toastStore.show('success', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  dismiss: (id?: string) => toastStore.dismiss(id),
  /** Whether any toast is shown or closing: an app can load its ToastProvider only then. */
  isShowing: () => toastStore.getSnapshot().length > 0,
  /** Calls `listener` whenever a toast comes, changes or goes; returns the unsubscribe. */
  subscribe: (listener: () => void) => toastStore.subscribe(listener),
};
