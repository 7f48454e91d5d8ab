import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { machine } from '../../machineFixtures';
import { loadComparedMachines } from './compareLoader';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => answer(200, { success: true, message: null, data: { data } });
const notFound = () => answer(404, { success: false, message: 'Not found', data: null });

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

/** Answers each machine's path: a machine of that id, or what `others` says. */
function stubMachines(found: string[], others: () => Response) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const id = decodeURIComponent(String(url).split('/machines/')[1] ?? '');
    return found.includes(id) ? envelope({ ...machine, id }) : others();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the comparison loader', () => {
  it('fetches the machines of ?ids= in their order, at most four, in the page language', async () => {
    const fetch = stubMachines(['m-1', 'm-2', 'm-3', 'm-4', 'm-5'], notFound);
    const data = await loadComparedMachines(
      args('https://portal.example/fr/occasions/comparer?ids=m-2,m-1,m-2,m-3,m-4,m-5'),
    );
    expect(data.machines.map((each) => each.id)).toEqual(['m-2', 'm-1', 'm-3', 'm-4']);
    expect(data).toMatchObject({ missing: 0, failed: false });
    expect(fetch).toHaveBeenCalledTimes(4);
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(String(url)).toBe('https://portal.example/api/portal/machines/m-2');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('fr');
  });

  it('counts an unknown or sold machine as missing, not as a failure', async () => {
    stubMachines(['m-1'], notFound);
    const data = await loadComparedMachines(
      args('https://portal.example/de/gebrauchtmaschinen/vergleich?ids=m-1,m-gone'),
    );
    expect(data.machines.map((each) => each.id)).toEqual(['m-1']);
    expect(data).toMatchObject({ missing: 1, failed: false });
  });

  it('marks a failed fetch for Retry and keeps the machines it got', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubMachines(['m-1'], () => answer(503, { success: false, message: 'Down', data: null }));
    const data = await loadComparedMachines(
      args('https://portal.example/de/gebrauchtmaschinen/vergleich?ids=m-1,m-2'),
    );
    expect(data.machines).toHaveLength(1);
    expect(data).toMatchObject({ missing: 0, failed: true });
  });

  it('asks nothing without ids', async () => {
    const fetch = stubMachines([], notFound);
    const data = await loadComparedMachines(
      args('https://portal.example/de/gebrauchtmaschinen/vergleich'),
    );
    expect(data).toEqual({ machines: [], missing: 0, failed: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
