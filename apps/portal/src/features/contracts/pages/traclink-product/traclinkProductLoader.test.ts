import { RouterContextProvider } from 'react-router';
import type { TraclinkProduct } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTraclinkProduct } from './traclinkProductLoader';

const catalogue: TraclinkProduct[] = [
  {
    kind: 'traclink',
    id: 'traclink-mobile',
    name: 'TracLink Mobile',
    prices: { yearly: 4900 },
    freeMonths: 0,
  },
  {
    kind: 'traclink',
    id: 'traclink-smart',
    name: 'TracLink Smart',
    prices: { yearly: 19900 },
    freeMonths: 3,
  },
];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const args = (url: string, product: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: { product },
  context: new RouterContextProvider(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the TracLink product page’s loader', () => {
  it('fetches the list prices from the page’s API in the page’s language', async () => {
    const fetch = stubFetch(() =>
      answer(200, { success: true, message: null, data: { data: catalogue } }),
    );
    const data = await loadTraclinkProduct(
      args('https://portal.example/fr-fr/traclink/produits/smart', 'smart'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/portal/catalogue/traclink');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('fr-fr');
    expect(data).toEqual({
      product: 'smart',
      catalogue: { state: 'content', product: catalogue[1] },
    });
  });

  it('answers a product other than mobile and smart with HTTP 404, without asking the API', async () => {
    const fetch = stubFetch(() => answer(200, {}));
    const thrown = await loadTraclinkProduct(
      args('https://portal.example/de/traclink/produkte/pro', 'pro'),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the page, for its Retry, when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    const data = await loadTraclinkProduct(
      args('https://portal.example/de/traclink/produkte/mobile', 'mobile'),
    );
    expect(data).toEqual({ product: 'mobile', catalogue: { state: 'error' } });
  });
});
