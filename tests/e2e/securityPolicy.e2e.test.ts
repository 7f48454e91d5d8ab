import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signInAt, type BrowserSession } from './browser';

// That the browser refuses nothing by the policy on any route, signed in, is checked where every
// route is loaded anyway: phoneLayout.e2e.test.ts.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the Content-Security-Policy', () => {
  it('leaves nothing token-like in storage or script-readable cookies after sign-in', async () => {
    const { page } = session;
    await signInAt(page, `${portal}/de/mein-lindner`, 'farmer');
    await page.locator('h1').first().waitFor();
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
