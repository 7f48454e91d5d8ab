import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/** A browser with one context and page, as every test file opens it. */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await launchChromium();
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    close: () => browser.close(),
  };
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
