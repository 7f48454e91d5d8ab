import { defineMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ReactNode } from 'react';
import { ApiError } from '../client/ApiError';
import { initialize } from '../client/configuration';
import { saveFarm } from '../calls/farm';
import {
  closeAllToasts,
  deferred,
  HookProviders,
  pause,
  toastCount,
  toastText,
} from '../testing/hookProviders';
import { failure, fakeFetch } from '../testing/fakeFetch';
import { useFetch } from './useFetch';
import { useSubmit } from './useSubmit';

const wrapper = ({ children }: { children: ReactNode }) => (
  <HookProviders>{children}</HookProviders>
);

const farmSaved = defineMessage({ id: 'test.farmSaved', defaultMessage: 'Hof gespeichert' });

afterEach(async () => {
  await closeAllToasts();
  vi.restoreAllMocks();
});

describe('useSubmit', () => {
  it('is submitting until the answer comes, then shows the general success toast', async () => {
    const answer = deferred<{ id: number }>();
    const send = vi.fn((_payload: { name: string }, _signal: AbortSignal) => answer.promise);
    const { result } = await renderHook(() => useSubmit(send), { wrapper });
    expect(result.current.isSubmitting).toBe(false);

    const submitted = result.current.submit({ name: 'Brunnerhof' });
    await expect.poll(() => result.current.isSubmitting).toBe(true);
    expect(send).toHaveBeenCalledWith({ name: 'Brunnerhof' }, expect.any(AbortSignal));
    answer.resolve({ id: 7 });

    await expect(submitted).resolves.toEqual({ data: { id: 7 }, error: null });
    await expect.poll(() => result.current.isSubmitting).toBe(false);
    await expect.poll(() => toastText('data-submit')).toContain('Erfolgreich gespeichert.');
    expect(toastCount()).toBe(1);
  });

  it('shows the caller’s success message', async () => {
    const { result } = await renderHook(
      () => useSubmit(() => Promise.resolve('ok'), { successMessage: farmSaved }),
      { wrapper },
    );
    await result.current.submit(undefined);
    await expect.poll(() => toastText('data-submit')).toContain('Hof gespeichert');
  });

  it('shows no success toast when told not to', async () => {
    const { result } = await renderHook(
      () => useSubmit(() => Promise.resolve('ok'), { showSuccessToast: false }),
      { wrapper },
    );
    await expect(result.current.submit(undefined)).resolves.toEqual({ data: 'ok', error: null });
    await pause(100);
    expect(toastCount()).toBe(0);
  });

  it('ignores a second submit while one runs', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const { result } = await renderHook(() => useSubmit(send), { wrapper });

    const first = result.current.submit('first');
    await expect(result.current.submit('second')).resolves.toEqual({ data: null, error: null });
    expect(send).toHaveBeenCalledOnce();
    answer.resolve('saved');
    await expect(first).resolves.toEqual({ data: 'saved', error: null });

    // Once it is done, the next submit goes through.
    send.mockResolvedValueOnce('again');
    await expect(result.current.submit('third')).resolves.toEqual({ data: 'again', error: null });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('useSubmit and SWR', () => {
  it('fetches the keys to revalidate again after a successful submit', async () => {
    const fetchProfile = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('before')
      .mockResolvedValueOnce('after');
    const { result } = await renderHook(
      () => ({
        profile: useFetch('/user/profile', fetchProfile),
        save: useSubmit(() => Promise.resolve('saved'), { revalidate: ['/user/profile'] }),
      }),
      { wrapper },
    );
    await expect.poll(() => result.current.profile.data).toBe('before');
    await result.current.save.submit(undefined);
    await expect.poll(() => result.current.profile.data).toBe('after');
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });
});

describe('useSubmit errors', () => {
  it('shows the server’s message of an API error in the toast "data-submit"', async () => {
    const fetchFn = fakeFetch({
      status: 400,
      body: failure('Bitte prüfe die markierten Felder.', {
        name: 'Dieses Feld ist erforderlich.',
      }),
    });
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    const { result } = await renderHook(() => useSubmit(saveFarm), { wrapper });

    const { data, error } = await result.current.submit({ name: '' });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Dieses Feld ist erforderlich.' });
    await expect
      .poll(() => toastText('data-submit'))
      .toContain('Bitte prüfe die markierten Felder.');
    expect(result.current.isSubmitting).toBe(false);
  });

  it('shows the general error text for a network error', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    const { result } = await renderHook(() => useSubmit(saveFarm), { wrapper });

    const { error } = await result.current.submit({ name: 'Brunnerhof' });
    expect(error).toMatchObject({ status: null });
    await expect.poll(() => toastText('data-submit')).toContain('Es ist ein Fehler aufgetreten.');
  });

  it('shows the general error text for an error before the request', async () => {
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => undefined });
    const { result } = await renderHook(() => useSubmit(saveFarm), { wrapper });
    const { error } = await result.current.submit({ name: 'Brunnerhof' });
    expect(error?.message).toBe('Token is missing');
    await expect.poll(() => toastText('data-submit')).toContain('Es ist ein Fehler aufgetreten.');
  });

  it('shows no error toast when told not to', async () => {
    const { result } = await renderHook(
      () => useSubmit(() => Promise.reject(new Error('nope')), { showErrorToast: false }),
      { wrapper },
    );
    await expect(result.current.submit(undefined)).resolves.toEqual({
      data: null,
      error: new Error('nope'),
    });
    await pause(100);
    expect(toastCount()).toBe(0);
  });

  it('aborts the running submit on unmount, without a toast', async () => {
    let signal: AbortSignal | undefined;
    const send = (_payload: unknown, given: AbortSignal) =>
      new Promise<string>((_resolve, reject) => {
        signal = given;
        given.addEventListener('abort', () => reject(given.reason));
      });
    const { result, unmount } = await renderHook(() => useSubmit(send), { wrapper });
    const submitted = result.current.submit('farm');
    await unmount();
    expect(signal?.aborted).toBe(true);
    const { data, error } = await submitted;
    expect(data).toBeNull();
    expect(error?.name).toBe('AbortError');
    expect(toastCount()).toBe(0);
  });
});
