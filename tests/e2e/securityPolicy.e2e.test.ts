import { createHash } from 'node:crypto';
import { localizePath, locales, personalRoutes, publicRoutes } from '@lindner/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, signIn, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;
/** What the browser refused, from `securitypolicyviolation` events and console messages. */
const refused: string[] = [];

beforeAll(async () => {
  session = await openBrowser();
  const { context, page } = session;
  await context.exposeBinding('reportViolation', (_source, text: string) => {
    refused.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  listenForRefusals(page);
});

function listenForRefusals(page: Page) {
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) refused.push(message.text());
  });
}
afterAll(async () => {
  await session?.close();
});

/**
 * Every route of the table once, with example parameters (the farmer's Lintrac, any slug, a TracLink
 * product, a saved search's mail token), the locales taken in turn so that each one is seen too.
 */
function everyRoute() {
  const params = {
    id: demoIds.farmerLintrac,
    slug: 'beispiel',
    product: 'smart',
    token: 'beispiel',
  };
  const names = [...Object.keys(personalRoutes), ...Object.keys(publicRoutes)].filter(
    (name) => name !== 'logout',
  ) as (keyof typeof personalRoutes)[];
  return names.map((name, index) => localizePath(name, params, locales[index % locales.length]!));
}

async function visit(page: Page, path: string) {
  await page.goto(`${portal}${path}`);
  // Back from the sign-on round trip, the route's own content (or its 404 page) has rendered.
  await page.waitForURL(`${portal}${path}`);
  await page.locator('h1').first().waitFor();
}

describe('the Content-Security-Policy', () => {
  it('refuses nothing on any route, signed in', async () => {
    const { page } = session;
    await page.goto(`${portal}/de/mein-lindner`);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'farmer');
    await page.waitForURL(`${portal}/de/mein-lindner`);

    // Three tabs of the signed-in context share the routes: most of a visit is waiting.
    const paths = everyRoute();
    const waiting = [...paths];
    const tabs = [page, ...(await Promise.all([1, 2].map(() => session.context.newPage())))];
    await Promise.all(
      tabs.map(async (tab) => {
        if (tab !== page) listenForRefusals(tab);
        for (let path = waiting.shift(); path; path = waiting.shift()) await visit(tab, path);
        if (tab !== page) await tab.close();
      }),
    );
    expect(paths.length).toBe(
      Object.keys(personalRoutes).length + Object.keys(publicRoutes).length - 1,
    );
    expect(refused).toEqual([]);
  }, 180_000);

  it('leaves nothing token-like in storage or script-readable cookies after sign-in', async () => {
    const { page } = session;
    await visit(page, '/de/mein-lindner');
    const stored = await page.evaluate(() => {
      const entries = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        });
      return [...entries(localStorage), ...entries(sessionStorage), document.cookie];
    });
    const tokenLike = /eyJ[\w-]+\.[\w-]+\.|token|kc-callback|refresh|id_token|access_token/i;
    expect(stored.filter((entry) => tokenLike.test(entry))).toEqual([]);
  });

  it('is sent with the other security headers on a page, and API and asset answers are cached right', async () => {
    const page = await fetch(`${portal}/de/mein-lindner`, { headers: { accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https://tile.openstreetmap.org",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      'report-uri /csp-reports',
    ]) {
      expect(policy).toContain(directive);
    }
    // Only style attributes may be inline (Radix's on the server's form controls).
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(
      /unsafe-(inline|eval)/,
    );
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');

    const api = await fetch(`${portal}/api/portal/user`);
    expect(api.status).toBe(401);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');

    const html = await page.text();
    // The one inline script is the start script, allowed by its hash and by nothing else.
    const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    const { entry: script } = JSON.parse(
      /<script id="page-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1] ??
        '{}',
    );
    expect(script).toMatch(/^\/assets\//);
    const asset = await fetch(`${portal}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
