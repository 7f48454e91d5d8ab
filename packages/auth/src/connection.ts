/** Whether the device has a network: the browser's `navigator.onLine` and `online` event. */
export interface SignOnConnection {
  isOnline(): boolean;
  /** Calls `listener` once when the device is online again; the returned function cancels. */
  whenOnline(listener: () => void): () => void;
  /** Calls `listener` once when the device loses its network; the returned function cancels. */
  whenOffline(listener: () => void): () => void;
}

/** The browser's view; outside a browser (a server, a test) always online. */
export const browserConnection: SignOnConnection = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  whenOnline(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener, { once: true });
    return () => window.removeEventListener('online', listener);
  },
  whenOffline(listener) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('offline', listener, { once: true });
    return () => window.removeEventListener('offline', listener);
  },
};
