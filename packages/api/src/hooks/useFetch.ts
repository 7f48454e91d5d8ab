import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import { toast } from '@lindner/ui';
import { isAbortError, type ApiError } from '../client/ApiError';
import { messages } from './messages';
import { isRequestRunning, showKey, trackRequest } from './requestRegistry';
import { retryOnlyTransientErrors } from './retry';
import { errorToastText, fetchToastId } from './toastText';

export interface FetchState<T> {
  data: T | null;
  error: ApiError | Error | null;
  isFetching: boolean;
  hasFetchedOnce: boolean;
  fetchError: boolean;
  /** Fetches again (Retry); skipped while a fetch of the key runs, unless concurrent ones are allowed. */
  refetch(): Promise<void>;
}

export interface FetchOptions {
  /** Shows a failure as an error toast (id 'data-fetch'). Default false: only logged. */
  showErrorToast?: boolean;
  /** Lets `refetch` start a request while another of the same key runs; the later one wins. */
  allowConcurrent?: boolean;
  /** What a failure is logged as; default `Error fetching {key}`. */
  logMessage?: string;
}

/**
 * Data of a key through SWR, with the page's loading flags. Each request gets an AbortSignal,
 * aborted once no mounted hook shows the key any more.
 */
export function useFetch<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { showErrorToast = false, allowConcurrent = false, logMessage }: FetchOptions = {},
): FetchState<T> {
  const intl = useIntl();
  const { cache } = useSWRConfig();

  const fetchKey = (fetchedKey: string) =>
    trackRequest(cache, fetchedKey, async (signal) => {
      try {
        return await fetcher(signal);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        console.error(logMessage ?? `Error fetching ${fetchedKey}`, error);
        if (showErrorToast) {
          const general = intl.formatMessage(messages.generalError);
          toast.error(errorToastText(error, general), { id: fetchToastId });
        }
        throw error;
      }
    });

  const swr = useSWR<T, Error, string | null>(key, fetchKey, {
    onErrorRetry: retryOnlyTransientErrors,
  });
  const { mutate } = swr;

  useEffect(() => (key === null ? undefined : showKey(cache, key)), [cache, key]);

  const refetch = useCallback(async () => {
    if (key === null) return;
    if (!allowConcurrent && isRequestRunning(cache, key)) return;
    await mutate();
  }, [allowConcurrent, cache, key, mutate]);

  // An aborted request is no failure: the page that wanted it is gone.
  const error = swr.error && !isAbortError(swr.error) ? swr.error : null;
  return {
    data: swr.data === undefined ? null : swr.data,
    error,
    isFetching: swr.isValidating,
    hasFetchedOnce: swr.data !== undefined || error !== null,
    fetchError: error !== null,
    refetch,
  };
}
