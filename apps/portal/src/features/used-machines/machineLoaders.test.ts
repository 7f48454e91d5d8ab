import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMachine, loadMachineList } from './machineLoaders';
import { machine, searchResult } from './machineFixtures';

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

describe('the list loader', () => {
  it("fetches the URL's search from the page's API in the page's language", async () => {
    const fetch = stubFetch(() => envelope(searchResult));
    const data = await loadMachineList(
      args('https://portal.example/de-at/gebrauchtmaschinen?type=used&type=demo&hpMin=&page=2'),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/portal/machines?type=used%2Cdemo&page=2');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('de-at');
    expect(data.query).toMatchObject({ types: ['used', 'demo'], page: 2 });
    expect(data.problem).toBeNull();
    expect(data.result?.total).toBe(30);
  });

  it('shows the page without results when the fetch fails, for its Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => answer(500, { success: false, message: 'down' }));
    const data = await loadMachineList(args('https://portal.example/en/used-machines?hpMin=x'));
    expect(data).toMatchObject({ result: null, problem: 'hp' });
  });
});

describe('the detail loader', () => {
  it('fetches the machine', async () => {
    stubFetch(() => envelope(machine));
    const data = await loadMachine(
      args('https://portal.example/de/gebrauchtmaschinen/m-24017', { id: 'm-24017' }),
    );
    expect(data.machine?.identifier).toBe('GM-24017');
  });

  it('answers an unknown machine with HTTP 404', async () => {
    stubFetch(() => answer(404, { success: false, message: 'Not found' }));
    const thrown = await loadMachine(
      args('https://portal.example/de/gebrauchtmaschinen/nope', { id: 'nope' }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('keeps the page for its Retry when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const data = await loadMachine(
      args('https://portal.example/de/gebrauchtmaschinen/m-1', { id: 'm-1' }),
    );
    expect(data.machine).toBeNull();
  });
});
