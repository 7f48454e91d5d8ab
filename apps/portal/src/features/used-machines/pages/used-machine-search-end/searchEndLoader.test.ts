import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchToEnd } from './searchEndLoader';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => answer(200, { success: true, message: null, data: { data } });

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const page = 'https://portal.example/de-at/gebrauchtmaschinen/suchauftrag-beenden/t%2F1';
const args = (token: string): LoaderFunctionArgs => ({
  request: new Request(page),
  url: new URL(page),
  pattern: '',
  params: { token },
  context: new RouterContextProvider(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader of the page that ends a saved search', () => {
  it("fetches the link's search from the page's API in the page's language", async () => {
    const search = { name: 'Lintrac bis 50.000 €', query: 'class=tractor' };
    const fetch = stubFetch(() => envelope(search));
    await expect(loadSearchToEnd(args('t/1'))).resolves.toEqual({
      token: 't/1',
      search,
      failed: false,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/portal/machineSearches/unsubscribe/t%2F1');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
  });

  it('answers an unknown or ended link with the page, without a search', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Unbekannter Link.' }));
    await expect(loadSearchToEnd(args('alt'))).resolves.toEqual({
      token: 'alt',
      search: null,
      failed: false,
    });
  });

  it('shows the page with Retry when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    await expect(loadSearchToEnd(args('t'))).resolves.toEqual({
      token: 't',
      search: null,
      failed: true,
    });
  });
});
