/* global self, caches, fetch, URL */
// The portal's service worker: the fleet pages open from its cache without a connection (a
// farmer in a field with one bar of signal). A plain script served as it is (`/sw.js`, scope
// `/`), so the strict Content-Security-Policy needs nothing but `worker-src 'self'`.
//
// - /assets/* carry a content hash and never change: cache first, stored when fetched. The code
//   the fleet pages need, also what they load only on demand, is fetched ahead (the build lists
//   it in /offline-assets.json): a chunk that fails to load offline stays failed in that page.
// - Pages of the personal area: network first; without a network the page's own copy, else the
//   stored page of the same locale nearest to it (the browser's router renders the page of the
//   address from any of them).
// - The API reads the fleet pages need: network first, the stored copy without a network (and
//   for a read without a token, which the server refuses: see apiRead).
// - Nothing else: no sends, no sign-on (/realms/), no CSV download, nothing of another origin.
//
// Sign-out deletes the personal caches (apps/portal/src/app/serviceWorker.ts); a new version
// here changes `version`, and activating deletes the caches of the old one.

const version = 1;
const cachePrefix = 'lindner-portal-';
const assetCache = `${cachePrefix}assets-v${version}`;
const pageCache = `${cachePrefix}pages-v${version}`;
const dataCache = `${cachePrefix}data-v${version}`;

/** `/{locale}/{base}` of the personal area in each locale (@lindner/i18n's route table). */
const personalAreaPath =
  /^\/(?:(?:de|de-at)\/mein-lindner|en\/my-lindner|(?:fr|fr-fr)\/mon-lindner)(?:\/|$)/;

/**
 * GET /api/{client segment}/…: the user, the fleet and its vehicles and diaries, the models and
 * the contract items the fleet pages show. No dot: the diary's CSV download stays out.
 */
const cachedApiRead =
  /^\/api\/[^/]+\/(?:user|user\/profile|fleet(?:\/[^.]*)?|models|contractItems\/[^.]*)$/;

self.addEventListener('install', () => {
  // The first visit is covered at once: no waiting for the tabs of an older worker to close.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [assetCache, pageCache, dataCache];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(cachePrefix) && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // Not the files for offline use here: until activation ends, the browser holds every
      // navigation in the worker's scope, the sign-on's frame of a first visit too. The first
      // page tells the worker once it controls it ('page-loaded'), and they come then.
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' && personalAreaPath.test(url.pathname)) {
    event.respondWith(networkFirst(request, pageCache, () => nearestPage(url)));
    // A new build's files, once the page is on its way.
    event.waitUntil(keepOfflineAssets());
  } else if (cachedApiRead.test(url.pathname)) {
    event.respondWith(apiRead(request));
  }
});

/**
 * Network first. A read without a token comes from a portal whose sign-on is not running (it
 * opened offline, or the sign-on cannot be reached, or it is just starting again): the server
 * refuses it, and the copy this device keeps stands in, as it does without a network.
 */
async function apiRead(request) {
  const response = await networkFirst(request, dataCache);
  if (response.status !== 401 || request.headers.has('Authorization')) return response;
  const cache = await caches.open(dataCache);
  return (await cache.match(request, { ignoreVary: true })) ?? response;
}

/**
 * The page that started before this worker controlled it (its first visit) tells what it
 * loaded: its files and its address, so that they are here offline too; then the rest of what the
 * fleet needs offline.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'page-loaded') return;
  event.waitUntil(storeFirstVisit(data).then(keepOfflineAssets));
});

async function storeFirstVisit({ page, assets }) {
  const files = (Array.isArray(assets) ? assets : [])
    .map((address) => new URL(address, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'));
  const cache = await caches.open(assetCache);
  await Promise.all(
    files.map(async (url) => {
      if (await cache.match(url.href)) return;
      try {
        await store(cache, url.href, await fetch(url.href));
      } catch {
        // Offline already: nothing to store.
      }
    }),
  );
  const pageUrl = typeof page === 'string' ? new URL(page, self.location.origin) : null;
  if (!pageUrl || pageUrl.origin !== self.location.origin) return;
  if (!personalAreaPath.test(pageUrl.pathname)) return;
  pageUrl.hash = '';
  try {
    const response = await fetch(pageUrl.href, { credentials: 'same-origin' });
    await store(await caches.open(pageCache), pageUrl.href, response);
  } catch {
    // Offline already.
  }
}

/** The build's list of what to keep (src/app/serviceWorkerAssets.ts). */
const offlineAssetsList = '/offline-assets.json';
/** Checked at most this often while the worker runs (it is stopped when idle, and starts anew). */
const offlineAssetsCheckEvery = 60 * 60 * 1000;
let offlineAssetsCheckedAt = 0;

/**
 * Fetches the files the fleet pages need that are not kept yet, one at a time (a phone's one bar
 * of signal is the page's first), and deletes the files of older builds.
 */
async function keepOfflineAssets() {
  if (Date.now() - offlineAssetsCheckedAt < offlineAssetsCheckEvery) return;
  offlineAssetsCheckedAt = Date.now();
  let list;
  try {
    const response = await fetch(new URL(offlineAssetsList, self.location.origin).href, {
      cache: 'no-store',
    });
    if (!response.ok) return;
    list = await response.json();
  } catch {
    offlineAssetsCheckedAt = 0;
    return;
  }
  const cache = await caches.open(assetCache);
  const current = new Set(list.current);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  for (const path of list.offline) {
    const address = new URL(path, self.location.origin).href;
    if (await cache.match(address)) continue;
    try {
      await store(cache, address, await fetch(address));
    } catch {
      // The connection went: the next check goes on from here.
      offlineAssetsCheckedAt = 0;
      return;
    }
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await store(cache, request, response.clone());
  return response;
}

async function networkFirst(request, cacheName, fallback) {
  try {
    const response = await fetch(request);
    await store(await caches.open(cacheName), request, response.clone());
    return response;
  } catch (error) {
    // The request carried a token and the stored one may not have, or the other way round.
    const cache = await caches.open(cacheName);
    const cached = (await cache.match(request, { ignoreVary: true })) ?? (await fallback?.());
    if (cached) return cached;
    throw error;
  }
}

/** Only complete answers of this origin: no error, no redirect, no opaque answer. */
async function store(cache, request, response) {
  if (response.status !== 200 || response.type !== 'basic') return;
  await cache.put(request, response);
}

/** The stored personal-area page of `url`'s locale that shares the longest path with it. */
async function nearestPage(url) {
  const locale = url.pathname.split('/')[1];
  const cache = await caches.open(pageCache);
  let nearest;
  let shared = -1;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.split('/')[1] !== locale || !personalAreaPath.test(path)) continue;
    const length = sharedSegments(path, url.pathname);
    if (length > shared) {
      nearest = request;
      shared = length;
    }
  }
  return nearest ? cache.match(nearest) : undefined;
}

function sharedSegments(a, b) {
  const first = a.split('/');
  const second = b.split('/');
  let count = 0;
  while (count < first.length && first[count] === second[count]) count += 1;
  return count;
}
