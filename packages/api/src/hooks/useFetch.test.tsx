import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { configure } from 'vitest-browser-react/pure';
import type { ReactNode } from 'react';
import { ApiError } from '../client/ApiError';
import { initialize } from '../client/configuration';
import { fetchFleet } from '../calls/fleet';
import {
  closeAllToasts,
  deferred,
  HookProviders,
  pause,
  toastCount,
  toastText,
} from '../testing/hookProviders';
import { failure, fakeFetch, hangingFetch, requestOf } from '../testing/fakeFetch';
import { useFetch } from './useFetch';

const wrapper = ({ children }: { children: ReactNode }) => (
  <HookProviders>{children}</HookProviders>
);

const fleet = { vehicles: ['Lintrac 110'] };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await closeAllToasts();
  vi.restoreAllMocks();
});

describe('useFetch flags', () => {
  it('is fetching, then has the data and has fetched once', async () => {
    const answer = deferred<typeof fleet>();
    const fetcher = vi.fn(() => answer.promise);
    const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });

    expect(result.current).toMatchObject({
      data: null,
      error: null,
      isFetching: true,
      hasFetchedOnce: false,
      fetchError: false,
    });
    answer.resolve(fleet);
    await expect.poll(() => result.current.data).toEqual(fleet);
    expect(result.current).toMatchObject({
      error: null,
      isFetching: false,
      hasFetchedOnce: true,
      fetchError: false,
    });
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('reports a failure with the fetch error flag and logs it, without a toast', async () => {
    const error = new ApiError({ status: 404, serverMessage: 'Not found.' });
    const { result } = await renderHook(() => useFetch('/fleet', () => Promise.reject(error)), {
      wrapper,
    });
    await expect.poll(() => result.current.fetchError).toBe(true);
    expect(result.current).toMatchObject({
      data: null,
      error,
      isFetching: false,
      hasFetchedOnce: true,
    });
    expect(console.error).toHaveBeenCalledWith('Error fetching /fleet', error);
    await pause(100);
    expect(toastCount()).toBe(0);
  });

  it('does not fetch without a key', async () => {
    const fetcher = vi.fn(() => Promise.resolve(fleet));
    const { result } = await renderHook(() => useFetch(null, fetcher), { wrapper });
    await result.current.refetch();
    await pause(50);
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({
      data: null,
      isFetching: false,
      hasFetchedOnce: false,
      fetchError: false,
    });
  });

  it('fetches again on Retry and clears the error', async () => {
    const fetcher = vi
      .fn<() => Promise<typeof fleet>>()
      .mockRejectedValueOnce(new ApiError({ status: 403, serverMessage: 'Forbidden' }))
      .mockResolvedValueOnce(fleet);
    const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });
    await expect.poll(() => result.current.fetchError).toBe(true);

    const retry = result.current.refetch();
    await expect.poll(() => result.current.isFetching).toBe(true);
    await retry;
    await expect.poll(() => result.current.data).toEqual(fleet);
    expect(result.current).toMatchObject({ error: null, fetchError: false, hasFetchedOnce: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('useFetch concurrency', () => {
  it('skips a second fetch of the key while one runs (no data, no error)', async () => {
    const answer = deferred<typeof fleet>();
    const fetcher = vi.fn(() => answer.promise);
    const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });

    await result.current.refetch();
    expect(result.current).toMatchObject({ data: null, error: null, isFetching: true });
    expect(fetcher).toHaveBeenCalledOnce();
    answer.resolve(fleet);
    await expect.poll(() => result.current.data).toEqual(fleet);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('starts a second fetch while one runs when concurrent fetches are allowed', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { result } = await renderHook(
      () => useFetch('/fleet', fetcher, { allowConcurrent: true }),
      { wrapper },
    );
    const refetched = result.current.refetch();
    await expect.poll(() => fetcher.mock.calls.length).toBe(2);
    second.resolve('second');
    first.resolve('first');
    await refetched;
    // The later request wins.
    await expect.poll(() => result.current.data).toBe('second');
  });

  it('shares one request between two hooks of the same key', async () => {
    const fetcher = vi.fn(() => Promise.resolve(fleet));
    const { result } = await renderHook(
      () => [useFetch('/fleet', fetcher), useFetch('/fleet', fetcher)] as const,
      { wrapper },
    );
    await expect.poll(() => result.current.map((state) => state.data)).toEqual([fleet, fleet]);
    expect(fetcher).toHaveBeenCalledOnce();
  });
});

describe('useFetch toasts', () => {
  it('shows the server’s message in the toast "data-fetch" when asked', async () => {
    const fetchFn = fakeFetch({ status: 401, body: failure('Token has expired') });
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    await renderHook(() => useFetch('/fleet', fetchFleet, { showErrorToast: true }), {
      wrapper,
    });
    await expect.poll(() => toastText('data-fetch')).toContain('Token has expired');
    expect(toastCount()).toBe(1);
  });

  it('shows the general error text when the server gave no message', async () => {
    const fetchFn = fakeFetch({ status: 404, body: '<html>Not Found</html>' });
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    await renderHook(
      () =>
        useFetch('/fleet', (signal) => fetchFleet(signal), {
          showErrorToast: true,
        }),
      { wrapper },
    );
    await expect.poll(() => toastText('data-fetch')).toContain('Es ist ein Fehler aufgetreten.');
  });
});

describe('useFetch retries', () => {
  it('does not retry a 4xx answer', async () => {
    const fetcher = vi.fn(() => Promise.reject(new ApiError({ status: 404 })));
    const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });
    await expect.poll(() => result.current.fetchError).toBe(true);
    // The providers retry after about 20 ms; several retries would have happened by now.
    await pause(400);
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('retries a server failure', async () => {
    const fetcher = vi
      .fn<() => Promise<typeof fleet>>()
      .mockRejectedValueOnce(new ApiError({ status: 503 }))
      .mockResolvedValueOnce(fleet);
    const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });
    await expect.poll(() => result.current.data).toEqual(fleet);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('useFetch aborting', () => {
  it('aborts the running request when the page unmounts, and reports no error', async () => {
    const fetchFn = hangingFetch();
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    const { result, unmount } = await renderHook(() => useFetch('/fleet', fetchFleet), {
      wrapper,
    });
    await expect.poll(() => fetchFn.mock.calls.length).toBe(1);
    const signal = requestOf(fetchFn).signal;
    expect(signal?.aborted).toBe(false);

    await unmount();
    await expect.poll(() => signal?.aborted).toBe(true);
    await pause(50);
    expect(console.error).not.toHaveBeenCalled();
    expect(result.current.fetchError).toBe(false);
  });

  it('keeps the request while another hook still shows the key', async () => {
    const answer = deferred<typeof fleet>();
    let signal: AbortSignal | undefined;
    const fetcher = vi.fn((given: AbortSignal) => {
      signal = given;
      return answer.promise;
    });
    const { result, rerender } = await renderHook(
      (both: boolean = true) => [
        useFetch('/fleet', fetcher),
        useFetch(both ? '/fleet' : null, fetcher),
      ],
      { wrapper, initialProps: true },
    );
    await rerender(false);
    await pause(50);
    expect(signal?.aborted).toBe(false);
    answer.resolve(fleet);
    await expect.poll(() => result.current[0]?.data).toEqual(fleet);
  });

  it('survives StrictMode’s mount, unmount and mount again', async () => {
    const fetcher = vi.fn(
      (signal: AbortSignal) =>
        new Promise<typeof fleet>((resolve, reject) => {
          const timer = setTimeout(() => resolve(fleet), 100);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        }),
    );
    configure({ reactStrictMode: true });
    try {
      const { result } = await renderHook(() => useFetch('/fleet', fetcher), { wrapper });
      await expect.poll(() => result.current.data).toEqual(fleet);
      expect(result.current.fetchError).toBe(false);
      expect(fetcher).toHaveBeenCalledOnce();
    } finally {
      configure({ reactStrictMode: false });
    }
  });
});
