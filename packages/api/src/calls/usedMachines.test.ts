import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialize } from '../client/configuration';
import { envelope, fakeFetch, requestOf } from '../testing/fakeFetch';
import {
  fetchMachine,
  fetchMachines,
  machineKey,
  machinesKey,
  submitMachineInquiry,
} from './usedMachines';

const searchResult = {
  machines: [],
  total: 0,
  page: 2,
  pageSize: 12,
  origin: null,
  facets: {
    type: [],
    vehicleClass: [],
    modelId: [],
    country: [],
    equipment: [],
    priceRange: [],
    offerType: [],
  },
};

function setUp(body: unknown) {
  const fetchFn = fakeFetch({ body });
  initialize({
    baseUrl: '/api',
    clientSegment: 'portal',
    getToken: () => 'token-of-a-signed-in-user',
    getLocale: () => 'de-at',
    fetch: fetchFn,
  });
  return fetchFn;
}

afterEach(() => vi.restoreAllMocks());

describe('the machine calls', () => {
  it('give equal keys for equal searches, without the defaults', () => {
    expect(machinesKey({})).toBe('/machines');
    expect(machinesKey({ sort: 'dateDesc', page: 1, pageSize: 12 })).toBe('/machines');
    expect(machinesKey({ types: ['demo', 'used'], horsepowerMin: 80 })).toBe(
      machinesKey({ horsepowerMin: 80, types: ['used', 'demo'] }),
    );
    expect(machineKey('a/b')).toBe('/machines/a%2Fb');
  });

  it('search at the address of initialize(), without a token', async () => {
    const fetchFn = setUp(envelope(searchResult));
    await expect(fetchMachines({ vehicleClasses: ['tractor'], page: 2 })).resolves.toEqual(
      searchResult,
    );
    const request = requestOf(fetchFn);
    expect(request.url).toBe('/api/portal/machines?class=tractor&page=2');
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('accept-language')).toBe('de-at');
  });

  it('read one machine and post an inquiry about it', async () => {
    const fetchFn = setUp(
      envelope({ id: 'm-1', machineId: 'm-1', receivedAt: '2026-05-04T10:00:00.000Z' }),
    );
    const input = {
      name: 'Lena Gruber',
      email: 'lena@example.com',
      message: 'Ist er noch zu haben?',
      privacyConsent: true,
    } as const;
    await submitMachineInquiry('m-1', input);
    expect(requestOf(fetchFn).url).toBe('/api/portal/machines/m-1/inquiries');
    expect(requestOf(fetchFn).method).toBe('POST');
    expect(JSON.parse(String(requestOf(fetchFn).body))).toEqual(input);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = setUp(envelope({ id: 'm-1' }));
    await expect(fetchMachine('m-1')).rejects.toThrow();
    expect(requestOf(other).url).toBe('/api/portal/machines/m-1');
  });
});
