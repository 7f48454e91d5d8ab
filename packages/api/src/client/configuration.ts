export interface ApiOptions {
  /** The API's address without the client segment, e.g. 'http://localhost:8080/api' or '/api'. */
  baseUrl: string;
  /** The last path segment, e.g. 'portal': requests go to {baseUrl}/{clientSegment}/{path}. */
  clientSegment: string;
  /** The current access token; read on every request. */
  getToken: () => string | undefined;
  /**
   * Whether the portal runs offline without a sign-on (the personal area opened from a service
   * worker's cache): a request without a token is then sent without Authorization, for the
   * worker to answer from its cache, instead of failing with "Token is missing". Online, the
   * server answers such a request with 401.
   */
  isOffline?: () => boolean;
  /** The portal's locale (e.g. 'de-at'), sent as Accept-Language for the server's texts. */
  getLocale?: () => string | undefined;
  /** Tests: a stand-in for the global fetch. */
  fetch?: typeof fetch;
}

export const notInitializedText = 'API has not been initialized. Call initialize() first.';

let current: ApiOptions | null = null;
const listeners = new Set<() => void>();

/** Sets up the client once, before the first call; calling it again replaces the settings. */
export function initialize(options: ApiOptions): void {
  current = { ...options };
  listeners.forEach((listener) => listener());
}

export function isInitialized(): boolean {
  return current !== null;
}

/** Tells when `initialize` has been called (for hooks that wait for it). */
export function subscribeToInitialization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function configuration(): ApiOptions {
  if (!current) throw new Error(notInitializedText);
  return current;
}
