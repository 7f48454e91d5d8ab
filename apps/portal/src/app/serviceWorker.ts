/**
 * The portal's service worker (apps/portal/public/sw.js): the fleet pages open from its cache
 * without a connection. These are the page's side of it.
 */

export const serviceWorkerUrl = '/sw.js';

/** The worker's caches of personal data (pages and API answers); its caches of files stay. */
export const personalCachePrefixes = ['lindner-portal-pages-', 'lindner-portal-data-'];

type ServiceWorkerWindow = Pick<Window, 'addEventListener' | 'location' | 'performance'> & {
  document: Pick<Document, 'readyState'>;
  navigator: { serviceWorker?: ServiceWorkerContainer };
};

/**
 * Registers the worker once the page has loaded (it must not compete with the page's own
 * files). A page the worker did not control from its start (the first visit) then tells it
 * what it loaded: the worker saw none of it, and keeps those files and this page for offline
 * starts. A controlled page needs no such message: the worker saw every request.
 */
export function registerServiceWorker(window: ServiceWorkerWindow): void {
  const container = window.navigator.serviceWorker;
  if (!container) return;
  const controlledFromStart = Boolean(container.controller);
  const register = () => {
    container
      .register(serviceWorkerUrl, { scope: '/' })
      .then(() => container.ready)
      .then(async (registration) => {
        if (controlledFromStart) return;
        // What the page fetches once the worker controls it, the worker sees itself: the list
        // is taken then, so that nothing falls between the two.
        await controlled(container);
        registration.active?.postMessage({
          type: 'page-loaded',
          page: window.location.href,
          assets: window.performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).origin === window.location.origin),
        });
      })
      .catch((error: unknown) => console.error('Failure registering the service worker', error));
  };
  if (window.document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Resolves once a worker controls the page (it claims it as it activates). */
function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Deletes what the worker keeps of the signed-in user (sign-out): the next person at this
 * device must not open the previous user's fleet offline. Never fails the sign-out.
 */
export async function clearPersonalCaches(
  storage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(
      names
        .filter((name) => personalCachePrefixes.some((prefix) => name.startsWith(prefix)))
        .map((name) => storage.delete(name)),
    );
  } catch (error) {
    console.error('Failure clearing the offline copies', error);
  }
}

/**
 * Whether the server rendered this HTML for another address than `pathname`: the service worker
 * answered an offline visit with the page it kept nearest to it. Read from the page's canonical
 * address; a page without one (the 404 page) is taken as this address's.
 */
export function renderedForAnotherAddress(
  document: Pick<Document, 'querySelector'>,
  pathname: string,
): boolean {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) return false;
  return decodeURI(new URL(canonical, 'http://portal.invalid').pathname) !== decodeURI(pathname);
}
