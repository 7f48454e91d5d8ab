import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventList, fieldDayDetail } from './eventFixtures';
import { loadEvent, loadEventList } from './eventLoaders';

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

describe('the events list loader', () => {
  it("asks the page's API for the URL's filters in the page's language", async () => {
    const fetch = stubFetch(() => envelope(eventList));
    const data = await loadEventList(
      args(
        'https://portal.example/de-at/lindner-welt/news-events/events?format=onSite&region=Tirol&training=true',
      ),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://portal.example/api/portal/events?format=onSite&region=Tirol&training=true',
    );
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
    expect(data.query).toEqual({ format: 'onSite', region: 'Tirol', trainingsOnly: true });
    expect(data.result?.events.map((event) => event.slug)).toEqual([
      'feldtag-kundl-2027',
      'fahrertraining-lintrac-maerz',
      'webinar-traclink',
      'fahrertraining-unitrac-oktober',
    ]);
  });

  it('keeps the page for its Retry when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    const data = await loadEventList(args('https://portal.example/en/lindner/events?format=x'));
    expect(data).toEqual({ query: {}, result: null });
  });
});

describe('the events list loader with an old link', () => {
  it('shows no events for a region the API does not know, and the regions it knows', async () => {
    let calls = 0;
    const fetch = stubFetch(() =>
      ++calls === 1
        ? answer(400, {
            success: false,
            message: 'In dieser Region gibt es keine kommenden Veranstaltungen.',
          })
        : envelope(eventList),
    );
    const data = await loadEventList(
      args(
        'https://portal.example/de/lindner-welt/news-events/events?region=Atlantis&format=online',
      ),
    );
    expect(String(fetch.mock.calls[1]![0])).toBe(
      'https://portal.example/api/portal/events?format=online',
    );
    expect(data).toEqual({
      query: { region: 'Atlantis', format: 'online' },
      result: { events: [], regions: ['Steiermark', 'Tirol'] },
    });
  });
});

describe('the event loader', () => {
  it('fetches the event of the slug', async () => {
    const fetch = stubFetch(() => envelope(fieldDayDetail));
    const data = await loadEvent(
      args('https://portal.example/fr-fr/lindner/evenements/feldtag-kundl-2027', {
        slug: 'feldtag-kundl-2027',
      }),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://portal.example/api/portal/events/feldtag-kundl-2027',
    );
    expect(data.event?.title).toBe('Feldtag Kundl');
  });

  it('answers an unknown event with HTTP 404', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Not found' }));
    const thrown = await loadEvent(
      args('https://portal.example/en/lindner/events/nope', { slug: 'nope' }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('keeps the page for its Retry when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const data = await loadEvent(args('https://portal.example/en/lindner/events/a', { slug: 'a' }));
    expect(data.event).toBeNull();
  });
});
