import type { SignOnAdapter } from './signOnAdapter';

/** SPEC.md section 9: check every 10 s, refresh when less than 60 s of validity remain. */
export const refreshCheckIntervalMs = 10_000;
export const minTokenValiditySeconds = 60;

export interface TokenRefreshOptions {
  intervalMs?: number;
  minValiditySeconds?: number;
  /** A new token arrived. */
  onRefreshed(): void;
  /** The provider refused the refresh token with HTTP 400: the sign-on session is over. */
  onSessionEnded(error: unknown): void;
  /** Any other failure (offline, provider down): the session stays, the next check retries. */
  onRefreshFailed?(error: unknown): void;
}

export interface TokenRefresh {
  /** Checks at once (e.g. when keycloak-js reports the token expired); skipped while one runs. */
  check(): Promise<void>;
  stop(): void;
}

/** Keeps the access token fresh while a user is signed in: one refresh at a time. */
export function keepTokenFresh(adapter: SignOnAdapter, options: TokenRefreshOptions): TokenRefresh {
  const intervalMs = options.intervalMs ?? refreshCheckIntervalMs;
  const minValidity = options.minValiditySeconds ?? minTokenValiditySeconds;
  let running: Promise<void> | undefined;
  let stopped = false;

  const refresh = async () => {
    try {
      const refreshed = await adapter.updateToken(minValidity);
      if (refreshed && !stopped) options.onRefreshed();
    } catch (error) {
      if (stopped) return;
      if (refreshFailureStatus(error) === 400) options.onSessionEnded(error);
      else options.onRefreshFailed?.(error);
    }
  };

  const check = () => {
    if (stopped || !adapter.authenticated) return Promise.resolve();
    running ??= refresh().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void check(), intervalMs);
  return {
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * The HTTP status of a failed refresh, or null when the request never got an answer.
 * keycloak-js 26.2 rejects `updateToken` with its `NetworkError` whose `response` is the fetch
 * `Response`; a network failure rejects with fetch's `TypeError`, which has no response.
 */
export function refreshFailureStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const { response } = error;
  if (typeof response !== 'object' || response === null || !('status' in response)) return null;
  return typeof response.status === 'number' ? response.status : null;
}
