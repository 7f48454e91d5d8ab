import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bf15, oldTimerList } from './oldTimerFixtures';
import { loadOldTimer, loadOldTimerList } from './oldTimerLoaders';

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

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the list’s loader', () => {
  it('asks the page’s API in the page’s language and keeps the address’s series', async () => {
    const fetch = stubFetch(() => envelope(oldTimerList));
    const data = await loadOldTimerList(
      args('https://portal.example/fr-fr/tracteurs-anciens?series=Bauernfreund'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/portal/old-timers');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('fr-fr');
    expect(data.series).toBe('Bauernfreund');
    expect(data.oldTimers?.map(({ id }) => id)).toEqual(oldTimerList.map(({ id }) => id));
  });

  it('shows a failed fetch in the page rather than as an error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => answer(500, { success: false, message: 'Kaputt', data: { data: null } }));
    await expect(
      loadOldTimerList(args('https://portal.example/de/oldtimer?series=')),
    ).resolves.toEqual({ series: null, oldTimers: null });
  });
});

describe('an old-timer’s loader', () => {
  it('fetches the old-timer of the address', async () => {
    const fetch = stubFetch(() => envelope(bf15));
    const data = await loadOldTimer(
      args('https://portal.example/en/vintage-tractors/bf-15', { slug: 'bf-15' }),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://portal.example/api/portal/old-timers/bf-15',
    );
    expect(data.oldTimer?.name).toBe('Bauernfreund BF 15');
  });

  it('answers an old-timer that does not exist with HTTP 404', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Unbekannt', data: { data: null } }));
    const thrown = await thrownBy(
      loadOldTimer(args('https://portal.example/de/oldtimer/bf-99', { slug: 'bf-99' })),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('shows a failed fetch in the page, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      loadOldTimer(args('https://portal.example/de/oldtimer/bf-15', { slug: 'bf-15' })),
    ).resolves.toEqual({ oldTimer: null });
  });
});
