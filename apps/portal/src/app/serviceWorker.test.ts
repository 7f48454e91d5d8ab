import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  localizePath,
  locales,
  personalRoutes,
  type Locale,
  type PersonalRouteName,
} from '@lindner/i18n/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersonalCaches,
  registerServiceWorker,
  renderedForAnotherAddress,
  serviceWorkerUrl,
} from './serviceWorker';
import { isPersonalAreaPath } from './router/portalRoutes';

const origin = 'https://portal.lindner.example';
const workerSource = readFileSync(resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

/** The Cache API as the worker uses it, in memory: one answer per address. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(urlOf(request))?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(urlOf(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(urlOf(request));
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  /** Every stored address, by cache. */
  contents() {
    return Object.fromEntries(
      [...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]),
    );
  }
}

function urlOf(request: Request | string) {
  return typeof request === 'string' ? request : request.url;
}

/** What the network answers: a page, a file or an envelope; `null` is no network. */
type Network = (request: Request) => Response | null;

const online: Network = (request) =>
  new Response(`answer of ${new URL(request.url).pathname}`, {
    status: 200,
    headers: { 'content-type': 'text/plain' },
  });
const offline: Network = () => null;

/** A response of this origin, as fetch gives it (type 'basic'; the constructor's is 'default'). */
function basic(response: Response): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'clone', { value: () => basic(clone()) });
  return response;
}

/** Runs sw.js in a scope of its own, with an in-memory cache and a switchable network. */
function startWorker(storage = new MemoryCacheStorage()) {
  const listeners = new Map<string, (event: unknown) => void>();
  let network: Network = online;
  const fetchCalls: string[] = [];
  /** What the worker goes on doing after an answer (`waitUntil` of a fetch event). */
  const background: Promise<unknown>[] = [];
  const scope = {
    location: new URL(`${origin}/sw.js`),
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: { claim: vi.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request = new Request(input, init);
    fetchCalls.push(`${request.method} ${request.url}`);
    const answer = network(request);
    if (!answer) throw new TypeError('Failed to fetch');
    return basic(answer);
  };
  runInNewContext(workerSource, {
    self: scope,
    caches: storage,
    fetch,
    URL,
    Request,
    Response,
    console,
  });

  /** The worker's answer to a request, or 'not handled' when it leaves it to the browser. */
  async function request(path: string, init: RequestInit & { navigate?: boolean } = {}) {
    const { navigate, ...requestInit } = init;
    const request = new Request(path.startsWith('https:') ? path : `${origin}${path}`, requestInit);
    // Node's Request cannot be made with mode 'navigate'; the browser's can.
    if (navigate) Object.defineProperty(request, 'mode', { value: 'navigate' });
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request,
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (work: Promise<unknown>) => background.push(work),
    });
    if (!answer) return 'not handled' as const;
    return answer;
  }

  async function dispatch(type: 'install' | 'activate' | 'message', data?: unknown) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ data, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }

  return {
    scope,
    storage,
    fetchCalls,
    request,
    dispatch,
    background: () => Promise.all(background),
    setNetwork: (next: Network) => (network = next),
  };
}

const personalPaths = (locale: Locale) =>
  (Object.keys(personalRoutes) as PersonalRouteName[]).map((name) =>
    localizePath(name, { id: '42', slug: 'news' }, locale),
  );

describe('the service worker', () => {
  it('takes the personal area’s pages of every locale, and no public page', async () => {
    const worker = startWorker();
    for (const locale of locales) {
      for (const path of [...personalPaths(locale), `${localizePath('dashboard', {}, locale)}/x`]) {
        expect(isPersonalAreaPath(path)).toBe(true);
        expect(await worker.request(path, { navigate: true }), path).not.toBe('not handled');
      }
      for (const path of [
        `/${locale}/`,
        localizePath('logout', {}, locale),
        localizePath('dealer-finder', {}, locale),
      ]) {
        expect(isPersonalAreaPath(path)).toBe(false);
        expect(await worker.request(path, { navigate: true }), path).toBe('not handled');
      }
    }
  });

  it('keeps hashed files once fetched and answers them from the cache from then on', async () => {
    const worker = startWorker();
    const first = await worker.request('/assets/VehicleView-DqVZIt7Z.js');
    expect(await (first as Response).text()).toBe('answer of /assets/VehicleView-DqVZIt7Z.js');
    worker.setNetwork(offline);
    const again = await worker.request('/assets/VehicleView-DqVZIt7Z.js');
    expect(await (again as Response).text()).toBe('answer of /assets/VehicleView-DqVZIt7Z.js');
    expect(worker.fetchCalls).toHaveLength(1);
  });

  it('asks the network for a page first and keeps it; offline the kept one', async () => {
    const worker = startWorker();
    const path = '/de-at/mein-lindner/fuhrpark/42';
    await worker.request(path, { navigate: true });
    worker.setNetwork(
      () => new Response('newer page', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const fresh = (await worker.request(path, { navigate: true })) as Response;
    expect(await fresh.text()).toBe('newer page');
    worker.setNetwork(offline);
    const kept = (await worker.request(path, { navigate: true })) as Response;
    expect(await kept.text()).toBe('newer page');
  });

  it('offline, opens a page never visited from the nearest kept page of its locale', async () => {
    const worker = startWorker();
    for (const path of [
      '/de-at/mein-lindner',
      '/de-at/mein-lindner/fuhrpark',
      '/de-at/mein-lindner/profil',
      '/en/my-lindner/fleet/42',
    ]) {
      await worker.request(path, { navigate: true });
    }
    worker.setNetwork(offline);
    const vehicle = (await worker.request('/de-at/mein-lindner/fuhrpark/42', {
      navigate: true,
    })) as Response;
    expect(await vehicle.text()).toBe('answer of /de-at/mein-lindner/fuhrpark');
    const settings = (await worker.request('/de-at/mein-lindner/einstellungen', {
      navigate: true,
    })) as Response;
    expect(await settings.text()).toMatch(/^answer of \/de-at\/mein-lindner/);
    // Never another locale's page: its texts and addresses are another language's.
    await expect(worker.request('/fr/mon-lindner/flotte', { navigate: true })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('keeps neither error pages nor redirects', async () => {
    const worker = startWorker();
    worker.setNetwork(() => new Response('gone', { status: 404 }));
    await worker.request('/de/mein-lindner/nirgends', { navigate: true });
    worker.setNetwork(() => new Response(null, { status: 302, headers: { location: '/' } }));
    await worker.request('/de/mein-lindner', { navigate: true });
    expect(worker.storage.contents()).toEqual({ 'lindner-portal-pages-v1': [] });
  });

  it('answers the fleet’s API reads from its copy without a network, with or without token', async () => {
    const worker = startWorker();
    const reads = [
      '/api/portal/user',
      '/api/portal/user/profile',
      '/api/portal/fleet',
      '/api/portal/fleet/42',
      '/api/portal/fleet/42/diary?from=2026-01-01&to=2026-11-24',
      '/api/portal/models',
      '/api/portal/contractItems/notifications',
      '/api/portal/contractItems/warranty/7/42',
    ];
    for (const path of reads) {
      await worker.request(path, { headers: { Authorization: 'Bearer token-1' } });
    }
    worker.setNetwork(offline);
    for (const path of reads) {
      const answer = (await worker.request(path)) as Response;
      expect(await answer.text()).toBe(`answer of ${path.split('?')[0]}`);
    }
    await expect(worker.request('/api/portal/fleet/43')).rejects.toThrow('Failed to fetch');
  });

  it('answers a read without a token from its copy when the server refuses it', async () => {
    const worker = startWorker();
    await worker.request('/api/portal/fleet/42', { headers: { Authorization: 'Bearer token-1' } });
    const refused = () =>
      new Response('{"success":false}', { status: 401, headers: { 'content-type': 'text/json' } });
    worker.setNetwork(refused);
    // The sign-on is not running (offline start, or the sign-on down): the device's copy.
    const kept = (await worker.request('/api/portal/fleet/42')) as Response;
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe('answer of /api/portal/fleet/42');
    // A request with a token gets the server's answer, and so does one with no copy.
    const signed = (await worker.request('/api/portal/fleet/42', {
      headers: { Authorization: 'Bearer expired' },
    })) as Response;
    expect(signed.status).toBe(401);
    expect(((await worker.request('/api/portal/fleet/43')) as Response).status).toBe(401);
  });

  it('leaves sends, the sign-on, the CSV download, other reads and other origins alone', async () => {
    const worker = startWorker();
    expect(await worker.request('/api/portal/fleet/42/diary', { method: 'POST', body: '{}' })).toBe(
      'not handled',
    );
    expect(await worker.request('/api/portal/fleet/42', { method: 'DELETE' })).toBe('not handled');
    expect(await worker.request('/api/portal/fleet/42/diary.csv')).toBe('not handled');
    expect(await worker.request('/api/portal/dealers')).toBe('not handled');
    expect(
      await worker.request('/realms/lindner/protocol/openid-connect/auth?prompt=none', {
        navigate: true,
      }),
    ).toBe('not handled');
    expect(await worker.request('/realms/lindner/protocol/openid-connect/token')).toBe(
      'not handled',
    );
    expect(await worker.request('/silent-check-sso.html', { navigate: true })).toBe('not handled');
    expect(await worker.request('https://sso.lindner.example/realms/lindner/account')).toBe(
      'not handled',
    );
    expect(await worker.request('https://api.lindner.example/api/portal/fleet')).toBe(
      'not handled',
    );
    expect(worker.fetchCalls).toEqual([]);
  });

  it('takes over at once and deletes the caches of older versions only', async () => {
    const storage = new MemoryCacheStorage();
    for (const name of ['lindner-portal-data-v0', 'lindner-portal-assets-v0', 'another-app']) {
      await storage.open(name);
    }
    const worker = startWorker(storage);
    await worker.dispatch('install');
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    await worker.request('/assets/a.js');
    await worker.dispatch('activate');
    expect(worker.scope.clients.claim).toHaveBeenCalled();
    expect(await storage.keys()).toEqual(['another-app', 'lindner-portal-assets-v1']);
    // Activating fetches nothing: the browser holds the page's navigations (the sign-on's frame)
    // until it has ended.
    expect(worker.fetchCalls).toEqual([`GET ${origin}/assets/a.js`]);
  });

  it('fetches the code the fleet needs offline ahead once the first page tells, and drops older builds’ files', async () => {
    const storage = new MemoryCacheStorage();
    const files = await storage.open('lindner-portal-assets-v1');
    for (const path of ['/assets/home-1.js', '/assets/fleet-0.js']) {
      await files.put(`${origin}${path}`, new Response('kept'));
    }
    const worker = startWorker(storage);
    const list = {
      offline: ['/assets/fleet-1.js', '/assets/Toasts-1.js'],
      current: ['/assets/fleet-1.js', '/assets/Toasts-1.js', '/assets/home-1.js'],
    };
    worker.setNetwork((request) =>
      new URL(request.url).pathname === '/offline-assets.json'
        ? new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } })
        : online(request),
    );

    await worker.dispatch('activate');
    await worker.dispatch('message', { type: 'page-loaded', page: `${origin}/de-at/`, assets: [] });

    expect(storage.contents()['lindner-portal-assets-v1']?.sort()).toEqual([
      `${origin}/assets/Toasts-1.js`,
      `${origin}/assets/fleet-1.js`,
      `${origin}/assets/home-1.js`,
    ]);
    // Offline, a chunk no page has loaded yet comes from the cache.
    worker.setNetwork(offline);
    await expect((await worker.request('/assets/Toasts-1.js')) as Response).toHaveProperty(
      'status',
      200,
    );

    // A page soon after asks for no second list.
    worker.setNetwork(online);
    await worker.request('/de-at/mein-lindner/fuhrpark', { navigate: true });
    await worker.background();
    expect(worker.fetchCalls.filter((call) => call.endsWith('/offline-assets.json'))).toHaveLength(
      1,
    );
  });

  it('goes on fetching the code ahead with the next page when the connection went meanwhile', async () => {
    const storage = new MemoryCacheStorage();
    const worker = startWorker(storage);
    const list = { offline: ['/assets/a-1.js', '/assets/b-1.js'], current: [] as string[] };
    list.current = list.offline;
    let answered = 0;
    worker.setNetwork((request) => {
      if (new URL(request.url).pathname === '/offline-assets.json') {
        return new Response(JSON.stringify(list));
      }
      // The connection goes after the first file.
      answered += 1;
      return answered === 1 ? online(request) : null;
    });
    await worker.dispatch('message', { type: 'page-loaded', page: `${origin}/de-at/`, assets: [] });
    expect(storage.contents()['lindner-portal-assets-v1']).toEqual([`${origin}/assets/a-1.js`]);

    worker.setNetwork((request) =>
      new URL(request.url).pathname === '/offline-assets.json'
        ? new Response(JSON.stringify(list))
        : online(request),
    );
    await worker.request('/de-at/mein-lindner', { navigate: true });
    await worker.background();
    expect(storage.contents()['lindner-portal-assets-v1']?.sort()).toEqual([
      `${origin}/assets/a-1.js`,
      `${origin}/assets/b-1.js`,
    ]);
  });

  it('keeps what a first visit loaded before the worker controlled it', async () => {
    const worker = startWorker();
    await worker.dispatch('message', {
      type: 'page-loaded',
      page: `${origin}/de-at/mein-lindner/fuhrpark#state=x&code=y`,
      assets: [
        `${origin}/assets/main-A1.js`,
        `${origin}/assets/main-A1.css`,
        `${origin}/realms/lindner/protocol/openid-connect/3p-cookies/step1.html`,
        'https://tiles.example.org/1/2/3.png',
      ],
    });
    expect(worker.storage.contents()).toEqual({
      'lindner-portal-assets-v1': [`${origin}/assets/main-A1.js`, `${origin}/assets/main-A1.css`],
      'lindner-portal-pages-v1': [`${origin}/de-at/mein-lindner/fuhrpark`],
    });
    await worker.dispatch('message', { type: 'page-loaded', page: `${origin}/de-at/`, assets: [] });
    expect(worker.storage.contents()['lindner-portal-pages-v1']).toHaveLength(1);
  });
});

describe('clearPersonalCaches', () => {
  it('deletes the worker’s copies of pages and API answers, and keeps the files', async () => {
    const storage = new MemoryCacheStorage();
    const worker = startWorker(storage);
    await worker.request('/assets/a.js');
    await worker.request('/de/mein-lindner', { navigate: true });
    await worker.request('/api/portal/fleet');
    await storage.open('another-app');
    expect(Object.keys(storage.contents())).toHaveLength(4);

    await clearPersonalCaches(storage);
    expect((await storage.keys()).sort()).toEqual(['another-app', 'lindner-portal-assets-v1']);
  });

  it('does without caches and never fails the sign-out', async () => {
    await expect(clearPersonalCaches(undefined)).resolves.toBeUndefined();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { keys: () => Promise.reject(new Error('SecurityError')), delete: vi.fn() };
    await expect(clearPersonalCaches(broken)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeWindow(readyState: DocumentReadyState, controlled = false) {
    const postMessage = vi.fn();
    const registration = { active: { postMessage } };
    const register = vi.fn(() => Promise.resolve(registration));
    const loadListeners: (() => void)[] = [];
    const controllerListeners: (() => void)[] = [];
    const serviceWorker = {
      register,
      ready: Promise.resolve(registration),
      controller: controlled ? registration.active : (null as unknown),
      addEventListener: (_type: string, listener: () => void) => {
        controllerListeners.push(listener);
      },
    };
    /** The worker claims the page, as it does when it activates. */
    const claim = () => {
      serviceWorker.controller = registration.active;
      controllerListeners.forEach((listener) => listener());
    };
    const window = {
      document: { readyState },
      location: { href: `${origin}/de-at/mein-lindner`, origin } as Location,
      navigator: {
        serviceWorker,
      },
      performance: {
        getEntriesByType: () => [
          { name: `${origin}/assets/main-A1.js` },
          { name: 'https://tiles.example.org/1/2/3.png' },
        ],
      } as never,
      addEventListener: vi.fn((_type: string, listener: () => void) => {
        loadListeners.push(listener);
      }),
    };
    return {
      window,
      register,
      postMessage,
      claim,
      load: () => loadListeners.forEach((l) => l()),
    };
  }

  it('registers once the page has loaded, then tells the worker what the page loaded', async () => {
    const { window, register, postMessage, load, claim } = fakeWindow('interactive');
    registerServiceWorker(window as never);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' });
    await register.mock.results[0]!.value;
    await new Promise((tick) => setTimeout(tick, 0));
    // Not before the worker controls the page: what the page fetches until then is listed.
    expect(postMessage).not.toHaveBeenCalled();
    claim();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({
      type: 'page-loaded',
      page: `${origin}/de-at/mein-lindner`,
      assets: [`${origin}/assets/main-A1.js`],
    });
  });

  it('registers at once when the page has loaded already', () => {
    const { window, register } = fakeWindow('complete');
    registerServiceWorker(window as never);
    expect(register).toHaveBeenCalledOnce();
  });

  it('tells a worker nothing that saw the page load itself: no second download', async () => {
    const { window, register, postMessage } = fakeWindow('complete', true);
    registerServiceWorker(window as never);
    expect(register).toHaveBeenCalledOnce();
    await register.mock.results[0]!.value;
    await Promise.resolve();
    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('renderedForAnotherAddress', () => {
  const withCanonical = (href: string | null) => ({
    querySelector: () => (href === null ? null : ({ getAttribute: () => href } as never)),
  });

  it('tells the page a worker kept for another address from the page’s own', () => {
    const fleet = withCanonical(`${origin}/de-at/mein-lindner/fuhrpark`);
    expect(renderedForAnotherAddress(fleet, '/de-at/mein-lindner/fuhrpark')).toBe(false);
    expect(renderedForAnotherAddress(fleet, '/de-at/mein-lindner/fuhrpark/42')).toBe(true);
  });

  it('reads encoded addresses alike, and takes a page without a canonical address as its own', () => {
    expect(
      renderedForAnotherAddress(
        withCanonical(`${origin}/fr/mon-lindner/param%C3%A8tres`),
        '/fr/mon-lindner/paramètres',
      ),
    ).toBe(false);
    expect(renderedForAnotherAddress(withCanonical(null), '/de/mein-lindner/x')).toBe(false);
  });
});
