import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geotrac84ep, lintrac130 } from '../../modelFixtures';
import { loadComparedModels } from './compareLoader';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => answer(200, { success: true, message: null, data: { data } });

const models = { 'lintrac-130': lintrac130, 'geotrac-84ep': geotrac84ep } as Record<
  string,
  unknown
>;

/** The API: the models above; `broken` fails; every other id is unknown. */
function stubApi() {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const id = String(url).split('/').at(-1)!;
    if (id === 'broken') return answer(500, { success: false, message: 'down' });
    const model = models[id];
    return model ? envelope(model) : answer(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const args = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: {},
  context: new RouterContextProvider(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the comparison’s loader', () => {
  it('fetches each model of the address in the page’s language', async () => {
    const fetch = stubApi();
    const data = await loadComparedModels(
      args('https://portal.example/de-at/modelle/vergleich?models=lintrac-130,geotrac-84ep'),
    );
    expect(data.models.map(({ id }) => id)).toEqual(['lintrac-130', 'geotrac-84ep']);
    expect(data).toMatchObject({
      dropped: { unknown: [], duplicates: 0, tooMany: 0 },
      failed: false,
      differencesOnly: false,
    });
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(String(url)).toBe('https://portal.example/api/portal/models/lintrac-130');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
  });

  it('drops unknown, repeated and surplus models with a notice instead of an error page', async () => {
    const fetch = stubApi();
    const data = await loadComparedModels(
      args(
        'https://portal.example/de/modelle/vergleich?models=lintrac-130&models=nope,lintrac-130,geotrac-84ep,unitrac-122-ldrive,a%20b&differences=only',
      ),
    );
    expect(data.models.map(({ id }) => id)).toEqual(['lintrac-130', 'geotrac-84ep']);
    expect(data.dropped).toEqual({ unknown: ['a b', 'nope'], duplicates: 1, tooMany: 1 });
    expect(data.failed).toBe(false);
    expect(data.differencesOnly).toBe(true);
    // Only the first three valid ids are asked for.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the page with the models it has, for its Retry, when a fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi();
    const data = await loadComparedModels(
      args('https://portal.example/de/modelle/vergleich?models=lintrac-130,broken'),
    );
    expect(data.models.map(({ id }) => id)).toEqual(['lintrac-130']);
    expect(data.failed).toBe(true);
  });
});
