import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeEvents, homeModels, homeOffers } from './homeFixtures';
import { loadHome, seriesCards } from './homeLoaders';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => answer(200, { success: true, message: null, data: { data } });
const failure = () => answer(500, { success: false, message: 'Kaputt', data: null });

const machineList = (machines: unknown[]) => ({
  machines,
  total: machines.length,
  page: 1,
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
});

/** Answers each of the three endpoints, or fails those named. */
function stubApi(failing: ('models' | 'machines' | 'events')[] = []) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    if (path.endsWith('/models/overview')) {
      return failing.includes('models') ? failure() : envelope(homeModels);
    }
    if (path.endsWith('/machines')) {
      return failing.includes('machines')
        ? failure()
        : envelope(machineList([...homeOffers, { ...homeOffers[0]!, id: 'a-fourth' }]));
    }
    if (path.endsWith('/events')) {
      return failing.includes('events')
        ? failure()
        : envelope({
            events: [...homeEvents, { ...homeEvents[0]!, slug: 'a-fourth' }],
            regions: [],
          });
    }
    return answer(404, { success: false, message: null, data: null });
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

describe('the home page loader', () => {
  it('asks for the range, the offers of the month and the events, three of each list', async () => {
    const fetch = stubApi();
    const data = await loadHome(args('https://portal.example/de-at/'));
    const urls = fetch.mock.calls.map(([url]) => String(url)).sort();
    expect(urls).toEqual([
      'https://portal.example/api/portal/events',
      'https://portal.example/api/portal/machines?offer=offerOfTheMonth',
      'https://portal.example/api/portal/models/overview',
    ]);
    expect(data.models).toHaveLength(homeModels.length);
    expect(data.offers?.map(({ id }) => id)).toEqual(homeOffers.map(({ id }) => id));
    expect(data.events?.map(({ slug }) => slug)).toEqual(homeEvents.map(({ slug }) => slug));
  });

  it('leaves a part that failed empty (null) and keeps the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(['machines']);
    const data = await loadHome(args('https://portal.example/en/'));
    expect(data.offers).toBeNull();
    expect(data.models).not.toBeNull();
    expect(data.events).not.toBeNull();

    stubApi(['models', 'events']);
    const again = await loadHome(args('https://portal.example/en/'));
    expect(again).toMatchObject({ models: null, events: null });
    expect(again.offers).toHaveLength(3);
  });

  it('gives up with the request when it is cancelled', async () => {
    stubApi(['models']);
    const controller = new AbortController();
    controller.abort();
    const request = new Request('https://portal.example/de/', { signal: controller.signal });
    await expect(
      loadHome({
        request,
        url: new URL(request.url),
        pattern: '',
        params: {},
        context: new RouterContextProvider(),
      }),
    ).rejects.toBeDefined();
  });
});

describe('the series cards', () => {
  it('show each series with its first model’s picture and its number of models', () => {
    const cards = seriesCards(homeModels);
    expect(cards.map(({ series, modelCount }) => [series, modelCount])).toEqual([
      ['Lintrac', 3],
      ['Geotrac', 2],
      ['Unitrac', 1],
    ]);
    expect(cards[0]!.picture).toBe(homeModels[0]!.picture);
  });

  it('leave out a series without models', () => {
    const cards = seriesCards(homeModels.filter(({ series }) => series !== 'Geotrac'));
    expect(cards.map(({ series }) => series)).toEqual(['Lintrac', 'Unitrac']);
    expect(seriesCards([])).toEqual([]);
  });
});
