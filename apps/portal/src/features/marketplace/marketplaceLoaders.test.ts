import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adList, adWithPictures } from './marketplaceFixtures';
import { loadMarketplaceAd, loadMarketplaceList } from './marketplaceLoaders';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => answer(200, { success: true, message: null, data: { data } });

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const args = (url: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params,
  context: new RouterContextProvider(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the marketplace list loader', () => {
  it("asks the page's API for the URL's filters in the page's language", async () => {
    const fetch = stubFetch(() => envelope(adList));
    const data = await loadMarketplaceList(
      args(
        'https://portal.example/de-at/community/lindner-marktplatz?kind=offer&model=lintrac-110&condition=&priceMin=1000&priceMax=&yearMin=2015&page=2',
      ),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://portal.example/api/portal/classified-ads?kind=offer&model=lintrac-110&priceMin=1000&yearMin=2015&page=2',
    );
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
    expect(data.query).toEqual({
      kind: 'offer',
      model: 'lintrac-110',
      priceMin: 1000,
      yearMin: 2015,
      page: 2,
    });
    expect(data.problem).toBeNull();
    expect(data.result?.ads).toHaveLength(4);
  });

  it('leaves out a filter it cannot read, names it, and fetches with the rest', async () => {
    const fetch = stubFetch(() => envelope(adList));
    const data = await loadMarketplaceList(
      args('https://portal.example/en/community/lindner-marketplace?kind=barter&priceMax=4.200'),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://portal.example/api/portal/classified-ads',
    );
    expect(data).toMatchObject({ query: {}, problem: 'kind' });
  });

  it('keeps the page for its Retry when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    const data = await loadMarketplaceList(
      args('https://portal.example/fr/community/marche-lindner?kind=purchase'),
    );
    expect(data).toEqual({ query: { kind: 'purchase' }, problem: null, result: null });
  });
});

describe('the marketplace ad loader', () => {
  it('fetches the ad of the id', async () => {
    const fetch = stubFetch(() => envelope(adWithPictures));
    const data = await loadMarketplaceAd(
      args(`https://portal.example/de/community/lindner-marktplatz/${adWithPictures.id}`, {
        id: adWithPictures.id,
      }),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(
      `https://portal.example/api/portal/classified-ads/${adWithPictures.id}`,
    );
    expect(data.ad?.title).toBe('Frontlader für Lintrac 110, kaum benutzt');
  });

  it.each([404, 400])('answers an unknown or hidden ad (HTTP %i) with HTTP 404', async (status) => {
    stubFetch(() => answer(status, { success: false, message: 'Not found' }));
    const thrown = await loadMarketplaceAd(
      args('https://portal.example/de/community/lindner-marktplatz/nope', { id: 'nope' }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('keeps the page for its Retry when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const data = await loadMarketplaceAd(
      args(`https://portal.example/de/community/lindner-marktplatz/${adWithPictures.id}`, {
        id: adWithPictures.id,
      }),
    );
    expect(data.ad).toBeNull();
  });
});
