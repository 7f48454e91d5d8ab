import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoSearchResult } from '../testing/demoDealers';

const options = {
  apiBase: 'https://portal.example/api/',
  segment: 'portal',
  locale: 'de-at',
  fetch: () =>
    Promise.resolve(
      Response.json({ success: true, message: '', data: { data: demoSearchResult } }),
    ),
};

// Other files of the run may have loaded the modules already.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('./dealerSearchCall');
  vi.resetModules();
});

// The search's code is a chunk of its own, loaded with the first search: on one bar of signal
// that load can fail like any request.
it('is unavailable when the search’s code cannot be loaded, and loads it with the next search', async () => {
  vi.doMock('./dealerSearchCall', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  const { searchDealers } = await import('./searchDealers');
  expect(await searchDealers({ country: 'AT' }, options)).toEqual({ status: 'unavailable' });

  vi.doUnmock('./dealerSearchCall');
  expect(await searchDealers({ country: 'AT' }, options)).toEqual({
    status: 'found',
    result: demoSearchResult,
  });
});
