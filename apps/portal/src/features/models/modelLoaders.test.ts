import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  geotrac84ep,
  lintrac130,
  lintrac130UsedMachines,
  modelOverview,
  upcomingEvents,
} from './modelFixtures';
import { loadModel, loadModelOverview, loadModelSection } from './modelLoaders';

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

describe('the overview loader', () => {
  it("asks the page's API for the URL's use in the page's language", async () => {
    const fetch = stubFetch(() => envelope(modelOverview));
    const data = await loadModelOverview(
      args('https://portal.example/de-at/modelle?use=grassland'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/portal/models/overview?use=grassland');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
    expect(data.use).toBe('grassland');
    expect(data.models?.map(({ id }) => id)).toEqual([
      'lintrac-90',
      'lintrac-130',
      'geotrac-84ep',
      'unitrac-122-ldrive',
    ]);
  });

  it('shows every model for a use it does not know', async () => {
    const fetch = stubFetch(() => envelope(modelOverview));
    const data = await loadModelOverview(args('https://portal.example/en/models?use=moon'));
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://portal.example/api/portal/models/overview',
    );
    expect(data.use).toBeNull();
    expect(data.models).toHaveLength(4);
  });

  it('keeps the page for its Retry when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    const data = await loadModelOverview(args('https://portal.example/fr/modeles?use=municipal'));
    expect(data).toEqual({ use: 'municipal', models: null });
  });
});

const emptyFacets = {
  type: [],
  vehicleClass: [],
  modelId: [],
  country: [],
  equipment: [],
  priceRange: [],
  offerType: [],
};

/** The API's search answer: one page of 12 machines with the total. */
const machinePage = (machines: unknown[], total = machines.length) => ({
  machines,
  total,
  page: 1,
  pageSize: 12,
  origin: null,
  facets: emptyFacets,
});

/** Four used Lintrac 130 where the page shows three. */
const fourMachines = [
  ...lintrac130UsedMachines,
  { ...lintrac130UsedMachines[0]!, id: 'a4c0e1b2-24002' },
];
/** Four upcoming events where the page shows three. */
const fourEvents = [...upcomingEvents, { ...upcomingEvents[0]!, slug: 'hoftag-rosenheim' }];

type Answers = Partial<Record<'model' | 'machines' | 'events', () => Response | Promise<Response>>>;

/** The API of the model page: the model, the used-machine search and the events, each stubbable. */
function stubModelApi(answers: Answers = {}) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    if (pathname.endsWith('/machines')) {
      return (answers.machines ?? (() => envelope(machinePage(fourMachines, 7))))();
    }
    if (pathname.endsWith('/events')) {
      return (answers.events ?? (() => envelope({ events: fourEvents, regions: ['Tirol'] })))();
    }
    return (answers.model ?? (() => envelope(lintrac130)))();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lintrac130Page = () =>
  args('https://portal.example/de-at/modelle/lintrac-130', { slug: 'lintrac-130' });

describe('the model loader', () => {
  it('fetches the model of the slug, its used machines and the upcoming events at once', async () => {
    const fetch = stubModelApi();
    const data = await loadModel(lintrac130Page());
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      'https://portal.example/api/portal/models/lintrac-130',
      'https://portal.example/api/portal/machines?type=used%2Cdemo&model=lintrac-130',
      'https://portal.example/api/portal/events',
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
    }
    expect(data.model).toEqual(lintrac130);
    expect(data.section).toBeNull();
    // Three of each, in the order the API gives them.
    expect(data.related).toEqual({ usedMachines: lintrac130UsedMachines, events: upcomingEvents });
  });

  it('asks for the three at the same time', async () => {
    const waiting: string[] = [];
    let release!: () => void;
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    stubModelApi({
      model: async () => {
        waiting.push('model');
        if (waiting.length === 3) release();
        await allAsked;
        return envelope(lintrac130);
      },
      machines: async () => {
        waiting.push('machines');
        if (waiting.length === 3) release();
        await allAsked;
        return envelope(machinePage([]));
      },
      events: async () => {
        waiting.push('events');
        if (waiting.length === 3) release();
        await allAsked;
        return envelope({ events: [], regions: [] });
      },
    });
    const data = await loadModel(lintrac130Page());
    expect(waiting.sort()).toEqual(['events', 'machines', 'model']);
    expect(data.related).toEqual({ usedMachines: [], events: [] });
  });

  it('keeps the model page when the used machines cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubModelApi({ machines: () => answer(500, { success: false, message: 'down' }) });
    const data = await loadModel(lintrac130Page());
    expect(data.model).toEqual(lintrac130);
    expect(data.related).toEqual({ usedMachines: null, events: upcomingEvents });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('keeps the model page when the events cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubModelApi({ events: () => Promise.reject(new TypeError('offline')) });
    const data = await loadModel(lintrac130Page());
    expect(data.model).toEqual(lintrac130);
    expect(data.related?.usedMachines).toEqual(lintrac130UsedMachines);
    expect(data.related?.events).toBeNull();
  });

  it('keeps the model page when an answer is not what the API promises', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubModelApi({
      machines: () => envelope({ machines: 'none' }),
      events: () => envelope({ events: [{ slug: 1 }] }),
    });
    const data = await loadModel(lintrac130Page());
    expect(data.model).toEqual(lintrac130);
    expect(data.related).toEqual({ usedMachines: null, events: null });
  });

  it('answers an unknown model with HTTP 404, whatever the other calls answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubModelApi({
      model: () => answer(404, { success: false, message: 'Not found' }),
      machines: () => answer(400, { success: false, message: 'model' }),
    });
    const thrown = await thrownBy(
      loadModel(args('https://portal.example/en/models/lintrac-999', { slug: 'lintrac-999' })),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    // Nothing to report about an unknown model's used machines.
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers an unknown model with HTTP 404', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Not found' }));
    const thrown = await thrownBy(
      loadModel(args('https://portal.example/en/models/lintrac-999', { slug: 'lintrac-999' })),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('keeps the page for its Retry when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const data = await loadModel(args('https://portal.example/en/models/a', { slug: 'a' }));
    expect(data).toEqual({
      model: null,
      section: null,
      related: { usedMachines: null, events: null },
    });
  });
});

describe('the model section loader', () => {
  it('reads the section from its segment in the address’s language', async () => {
    stubFetch(() => envelope(lintrac130));
    const de = await loadModelSection(
      args('https://portal.example/de-at/modelle/lintrac-130/abmessungen', {
        slug: 'lintrac-130',
        section: 'abmessungen',
      }),
    );
    expect(de.section).toBe('dimensions');
    // A section's page links to the used machines and events rather than showing them.
    expect(de.related).toBeNull();
    const fr = await loadModelSection(
      args('https://portal.example/fr-fr/modeles/lintrac-130/quatre-roues-directrices', {
        slug: 'lintrac-130',
        section: 'quatre-roues-directrices',
      }),
    );
    expect(fr.section).toBe('four-wheel-steering');
  });

  it('answers a segment of no section, or of another language, with HTTP 404', async () => {
    const fetch = stubFetch(() => envelope(lintrac130));
    for (const [url, section] of [
      ['https://portal.example/de/modelle/lintrac-130/preise', 'preise'],
      ['https://portal.example/en/models/lintrac-130/abmessungen', 'abmessungen'],
    ] as const) {
      const thrown = await thrownBy(loadModelSection(args(url, { slug: 'lintrac-130', section })));
      expect((thrown as Response).status).toBe(404);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a section the model does not have with HTTP 404', async () => {
    stubFetch(() => envelope(geotrac84ep));
    const thrown = await thrownBy(
      loadModelSection(
        args('https://portal.example/de/modelle/geotrac-84ep/ldrive', {
          slug: 'geotrac-84ep',
          section: 'ldrive',
        }),
      ),
    );
    expect((thrown as Response).status).toBe(404);
  });

  it('answers an unknown model with HTTP 404', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Not found' }));
    const thrown = await thrownBy(
      loadModelSection(
        args('https://portal.example/en/models/nope/engine', { slug: 'nope', section: 'engine' }),
      ),
    );
    expect((thrown as Response).status).toBe(404);
  });
});
