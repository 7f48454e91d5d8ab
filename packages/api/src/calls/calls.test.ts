import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialize } from '../client/configuration';
import { envelope, fakeFetch, requestOf } from '../testing/fakeFetch';
import {
  fetchContractItemNotifications,
  fetchTraclinkItems,
  fetchWarrantyItems,
} from './contractItems';
import { fetchFarm, fetchFarmDropdowns, saveFarm } from './farm';
import { fetchFleet } from './fleet';
import { fetchCurrentUser, fetchProfile } from './user';

const warranty = {
  id: '0b7a2c1e-58c4-4f0e-9a55-1a0c3f3e2b11',
  title: 'Garantieverlängerung 5 Jahre',
  validTo: '2027-03-31',
  status: 'active',
  subscriptionPeriod: 'yearly',
};

function setUp(body: unknown) {
  const fetchFn = fakeFetch({ body: envelope(body) });
  initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
  return fetchFn;
}

afterEach(() => vi.restoreAllMocks());

describe('warranty and TracLink items', () => {
  it('need a user id, and fail with "User ID is required" without asking', async () => {
    const fetchFn = setUp([]);
    await expect(fetchWarrantyItems(undefined, 'v1')).rejects.toThrow('User ID is required');
    await expect(fetchTraclinkItems('', 'v1')).rejects.toThrow('User ID is required');
    await expect(fetchTraclinkItems(null, 'v1')).rejects.toThrow('User ID is required');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('are fetched for the user and vehicle', async () => {
    const fetchFn = setUp([warranty]);
    await expect(fetchWarrantyItems('user 1', 'v/2')).resolves.toEqual([warranty]);
    await fetchTraclinkItems('u1', 'v2');
    expect(requestOf(fetchFn, 0).url).toBe('/api/portal/contractItems/warranty/user%201/v%2F2');
    expect(requestOf(fetchFn, 1).url).toBe('/api/portal/contractItems/traclink/u1/v2');
  });
});

describe('the portal’s calls', () => {
  it('ask the paths of SPEC.md', async () => {
    const fetchFn = setUp(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = [
      fetchCurrentUser,
      fetchProfile,
      fetchFarm,
      fetchFarmDropdowns,
      fetchFleet,
      fetchContractItemNotifications,
    ];
    await Promise.allSettled(calls.map((call) => call()));
    expect(fetchFn.mock.calls.map((_, index) => requestOf(fetchFn, index).url)).toEqual([
      '/api/portal/user',
      '/api/portal/user/profile',
      '/api/portal/user/profile/farm',
      '/api/portal/user/profile/farm/dropdowns',
      '/api/portal/fleet',
      '/api/portal/contractItems/notifications',
    ]);
  });

  it('saveFarm posts the farm as JSON and returns it as stored', async () => {
    const stored = {
      name: 'Brunnerhof',
      vulgo: null,
      since: 1998,
      area: 42,
      leasedArea: null,
      areaUnderLease: null,
      workHours: null,
      mountainFarmer: true,
      siloHay: false,
      businessType: 'biological',
      economyTypes: ['dairy'],
      fertilisationTypes: [],
      sizeBand: '10To50',
    };
    const fetchFn = setUp(stored);
    const signal = new AbortController().signal;
    await expect(saveFarm({ name: 'Brunnerhof', since: 1998 }, signal)).resolves.toEqual(stored);
    expect(requestOf(fetchFn).method).toBe('POST');
    expect(requestOf(fetchFn).url).toBe('/api/portal/user/profile/farm');
    expect(JSON.parse(String(requestOf(fetchFn).body))).toEqual({
      name: 'Brunnerhof',
      since: 1998,
    });
    expect(requestOf(fetchFn).signal).toBe(signal);
  });

  it('fetchFarm gives null while there is no farm', async () => {
    setUp(null);
    await expect(fetchFarm()).resolves.toBeNull();
  });
});
