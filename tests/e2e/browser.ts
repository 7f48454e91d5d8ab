import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { demoUsernames } from '../../apps/api/src/seed/demoData';

/** A demo user of the seed; each one's password is the user name. */
export type DemoUser = (typeof demoUsernames)[number];

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium unless CHROME_PATH names another. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless as root, on two cores, and without background traffic into the closed network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every test's browser context: Austrian German on a desktop-sized window. */
export const contextOptions = {
  locale: 'de-AT',
  viewport: { width: 1280, height: 900 },
};

/** Debian's Chromium, headless, with a fresh profile and without background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/**
 * The browser the test files of a run share: the end-to-end project runs them one after another
 * in one process (vitest.e2e.config.ts), and a launch per file cost about a second. Launched by
 * the first file that opens one, again if it has gone; the process takes it along when it ends.
 */
let sharedBrowser: Promise<Browser> | undefined;

function browserOfTheRun(): Promise<Browser> {
  sharedBrowser ??= launchChromium().then(
    (browser) => {
      browser.on('disconnected', () => (sharedBrowser = undefined));
      return browser;
    },
    (error: unknown) => {
      sharedBrowser = undefined;
      throw error;
    },
  );
  return sharedBrowser;
}

/**
 * A browser with one context and page, as every test file opens it; with `signedInAs`, the
 * context holds that demo user's session at the sign-on provider (`signedInContext`). `close`
 * closes every context of the browser, the ones the file opened itself too: each file starts
 * from a browser without cookies, storage, service workers or cache, as if it were new.
 */
export async function openBrowser({
  signedInAs,
}: { signedInAs?: DemoUser } = {}): Promise<BrowserSession> {
  const browser = await browserOfTheRun();
  // A file that failed before its afterAll may have left contexts behind.
  await closeContexts(browser);
  const context = signedInAs
    ? await signedInContext(browser, signedInAs)
    : await browser.newContext(contextOptions);
  const page = await context.newPage();
  return { browser, context, page, close: () => closeContexts(browser) };
}

async function closeContexts(browser: Browser) {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * A context that holds a demo user's session at the sign-on provider, signed in once for the
 * run (portalServer.ts): a personal page opened in it signs on in the portal's hidden frame
 * (`openSignedIn`), without the sign-on page. For tests that are not about signing on; one that
 * signs out signs in itself, or it would end the session of the files after it.
 */
export async function signedInContext(
  browser: Browser,
  username: DemoUser,
  options: Parameters<Browser['newContext']>[0] = contextOptions,
): Promise<BrowserContext> {
  const { inject } = await import('vitest');
  const { hostname } = new URL(inject('portalUrl'));
  const context = await browser.newContext(options);
  await context.addCookies(
    inject('signOnSessions')[username].map((cookie) => ({ ...cookie, domain: hostname })),
  );
  return context;
}

/**
 * Opens a personal-area page in a context that holds a session (`signedInContext`) and waits
 * until the portal has signed on with it and runs there.
 */
export async function openSignedIn(page: Page, url: string) {
  const tokens = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/protocol/openid-connect/token'),
  );
  await page.goto(url);
  const answer = await tokens;
  if (!answer.ok()) throw new Error(`The portal could not sign on at ${url} (${answer.status()})`);
  await page.waitForURL(url);
  await waitForPortal(page);
}

/** Fills the development sign-on page as a user does. */
export async function signIn(page: Page, username: string) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(username);
  await page.locator('#kc-login').click();
}

/**
 * Opens a personal-area page, signs in on the sign-on page it leads to and waits until the
 * browser is back on that page: the context then holds the provider's session cookie.
 */
export async function signInAt(page: Page, url: string, username: string) {
  await page.goto(url);
  await page.waitForURL((current) => current.pathname.startsWith('/realms/'));
  await signIn(page, username);
  await page.waitForURL(url);
}

/**
 * Waits until the service worker controls the page and has fetched the code the fleet pages need
 * offline (apps/portal/public/sw.js, /offline-assets.json): a test may then cut the connection.
 */
export async function waitForOfflineCode(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async () => {
      const list = (await (await fetch('/offline-assets.json')).json()) as { offline: string[] };
      const kept = await Promise.all(list.offline.map((path) => caches.match(path)));
      return kept.every(Boolean);
    },
    undefined,
    { polling: 250 },
  );
}

/**
 * Opens a portal page and waits until the portal runs on it. The page asks for its code only
 * after the first paint (apps/portal/src/app/server/startScript.ts), which can come after the
 * browser's load event, where `goto` stops waiting; until the portal runs, a click or a typed
 * text reaches only the server's HTML.
 */
export async function openPortalPage(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForPortal(page);
  return response;
}

/** Waits until the portal runs on the page a link or a form has opened (see openPortalPage). */
export async function waitForPortal(page: Page) {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}
