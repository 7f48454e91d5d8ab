import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ReactNode } from 'react';
import { ApiError } from '../client/ApiError';
import { initialize } from '../client/configuration';
import { closeAllToasts, HookProviders, pause, toastCount } from '../testing/hookProviders';
import { envelope, failure, fakeFetch, requestOf } from '../testing/fakeFetch';
import { useCurrentUser } from './useCurrentUser';

const wrapper = ({ children }: { children: ReactNode }) => (
  <HookProviders>{children}</HookProviders>
);

const farmer = {
  id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01',
  username: 'farmer',
  salutation: 'male',
  title: 'Ing.',
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  phone: null,
  mobile: null,
  fax: null,
  company: 'Brunnerhof',
  street: 'Dorfstraße 12',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  birthDate: '1975-04-12',
  customerNr: 'K-104233',
  driverLicense: null,
  avatar: null,
  roles: [],
};

afterEach(async () => {
  await closeAllToasts();
  vi.restoreAllMocks();
});

// The client starts uninitialised in this file: the first test relies on it.
describe('useCurrentUser', () => {
  it('waits for initialize(), then fetches GET /user', async () => {
    const fetchFn = fakeFetch({ body: envelope(farmer) });
    const { result } = await renderHook(() => useCurrentUser(), { wrapper });
    await pause(50);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: null, isFetching: false, hasFetchedOnce: false });

    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 'abc', fetch: fetchFn });
    await expect.poll(() => result.current.data).toEqual(farmer);
    expect(requestOf(fetchFn).url).toBe('/api/portal/user');
    expect(requestOf(fetchFn).headers.get('Authorization')).toBe('Bearer abc');
  });

  it('logs "Error fetching user" on failure, without a toast', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchFn = fakeFetch({ status: 401, body: failure('Token has expired') });
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 'old', fetch: fetchFn });
    const { result } = await renderHook(() => useCurrentUser(), { wrapper });

    await expect.poll(() => result.current.fetchError).toBe(true);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(errorLog).toHaveBeenCalledWith('Error fetching user', result.current.error);
    await pause(100);
    expect(toastCount()).toBe(0);
  });
});
