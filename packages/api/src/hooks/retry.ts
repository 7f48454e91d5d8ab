import type { SWRConfiguration } from 'swr';
import { ApiError } from '../client/ApiError';

/**
 * Asking again helps only when no answer came (network) or the server failed (5xx). A 4xx,
 * `success: false`, an answer not matching its schema, an abort or an error raised before the
 * request (no token, no user id) would fail the same way again.
 */
export function isWorthRetrying(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || error.status >= 500);
}

/** SWR's exponential backoff: about interval × 2^retryCount, capped at 2^8, with jitter. */
export function retryDelay(retryCount: number, interval: number, random = Math.random): number {
  return Math.floor((random() + 0.5) * 2 ** Math.min(retryCount, 8)) * interval;
}

export const retryOnlyTransientErrors: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  config,
  revalidate,
  options,
) => {
  if (!isWorthRetrying(error)) return;
  const { errorRetryCount, errorRetryInterval } = config;
  if (errorRetryCount !== undefined && options.retryCount > errorRetryCount) return;
  setTimeout(() => void revalidate(options), retryDelay(options.retryCount, errorRetryInterval));
};
