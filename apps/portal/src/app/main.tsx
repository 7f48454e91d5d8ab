import '@lindner/ui/fonts.css';
import type { Messages } from '@lindner/i18n';
import { themeRoot } from '@lindner/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './App';
import { bootLocale } from './bootLocale';
import { readPortalConfig } from '../shared/config';
import { loadPortalMessages } from './loadPortalMessages';
import { listenForPreloadErrors } from './preloadRecovery';
import { registerServiceWorker, renderedForAnotherAddress } from './serviceWorker';
import { isPersonalAreaPath } from './router/portalRoutes';
import { browserRoutes, createPortalRouter } from './router/router';
import { readEmbeddedMessages } from './embeddedMessages';
import {
  loadMatchedRoutes,
  preloadPageMessages,
  seedPageMessages,
} from './router/loadMatchedRoutes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The portal needs an element with the id "root"');

listenForPreloadErrors(window, {
  // Read at the time of a failure: a browser without storage must not stop the start.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
});

const { pathname } = window.location;
// The fleet pages open from the worker's cache without a connection. It starts with the personal
// area (every sign-on lands on one of its pages): public visitors do without its download and
// cache. Not in development: a cache there would serve yesterday's code.
if (import.meta.env.PROD && 'serviceWorker' in navigator && isPersonalAreaPath(pathname)) {
  registerServiceWorker(window);
}
const locale = bootLocale(rootElement.dataset.locale, pathname);
// Only the page's language: the router matches each address against every route it has.
const routes = browserRoutes(locale);
// The server's HTML is hydrated only once the page's code and texts are here, as the server had
// them: anything still loading would render differently.
// The server sends the messages it rendered with; without them (no server), they are loaded.
const embedded = readEmbeddedMessages(document, locale);
// Offline, the service worker may answer with the page it kept of another address (public/sw.js):
// that HTML is not this page's, so it is rendered anew, with its own texts where they are here.
const elsewhere = isPersonalAreaPath(pathname) && renderedForAnotherAddress(document, pathname);
void Promise.all([
  embedded?.shell ?? loadPortalMessages(locale),
  loadMatchedRoutes(routes, pathname).then((matched) => {
    if (!embedded) return preloadPageMessages(matched, locale);
    const seed = () => seedPageMessages(matched, locale, embedded.pages);
    return elsewhere ? preloadPageMessages(matched, locale).catch(seed) : seed();
  }),
]).then(([initialMessages]) => start(rootElement, initialMessages));

/**
 * Renders the portal, or hydrates the server's HTML of it. Not awaited at the top level: a
 * module with top-level await turns off the bundler's merging of shared chunks, and a page then
 * loads nearly twice as many files.
 */
function start(root: HTMLElement, initialMessages: Messages) {
  const hydrationData = elsewhere ? undefined : readRouterState();
  const router = createPortalRouter(routes, hydrationData);

  document.body.classList.add(themeRoot);
  const app = (
    <StrictMode>
      <App
        location={router}
        config={readPortalConfig(import.meta.env, window.location.origin)}
        bootLocale={locale}
        initialMessages={initialMessages}
        loginRequired={isPersonalAreaPath(pathname)}
        startCookies={document.cookie}
      >
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (hydrationData || elsewhere) {
    // The page's title and description that the server put into the head are React's from now
    // on: it adds its own as it hydrates, and they follow the page as the user navigates.
    for (const element of document.head.querySelectorAll('title, meta[name="description"]')) {
      element.remove();
    }
  }
  if (hydrationData) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's taps and scrolling go first).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

/** The router's state the server rendered with, if a server rendered this page. */
function readRouterState(): HydrationState | undefined {
  const text = document.getElementById('router-state')?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}
