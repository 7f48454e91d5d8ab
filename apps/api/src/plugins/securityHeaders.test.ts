import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizePath } from '@lindner/i18n/core';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { SignOnBrowser } from '../testing/signOnBrowser';
import { testPageRenderer } from '../testing/testPageRenderer';
import { language } from './language';
import { cspReportPath, portalContentSecurityPolicy, securityHeaders } from './securityHeaders';
import { throttling } from './throttling/throttling';

// The built portal's files exist before the server starts: it serves the files found at start.
const staticDir = mkdtempSync(join(tmpdir(), 'lindner-portal-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets/index-Bq3x9.js'), 'console.log(1)');
writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(staticDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
writeFileSync(join(staticDir, 'assets/sw.js'), 'console.log(2)');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const logLines: string[] = [];
const server = apiTestServerPerFile({
  listen: true,
  resetEachTest: false,
  staticDir,
  pageRenderer: 'unused',
  renderer: testPageRenderer({ inlineScripts: ["'sha256-c3RhcnQ='"] }),
  mapTileOrigin: 'https://tiles.example.org',
  logRequests: true,
  logDestination: { write: (line) => void logLines.push(line) },
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('gives every portal page the strict policy', async () => {
    for (const path of ['/', localizePath('fleet', {}, 'de-at')]) {
      const page = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expectCommonHeaders(page);
      const policy = directives(page.headers.get('content-security-policy'));
      expect(policy.get('default-src')).toBe("'self'");
      // The renderer's one inline script, by its hash; no other inline code.
      expect(policy.get('script-src')).toBe("'self' 'sha256-c3RhcnQ='");
      expect(policy.get('style-src')).toBe("'self'");
      expect(policy.get('style-src-attr')).toBe("'unsafe-inline'");
      expect(policy.get('img-src')).toBe("'self' data: https://tiles.example.org");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('form-action')).toBe("'self'");
      expect(policy.get('frame-src')).toBe("'self'");
      expect(policy.get('worker-src')).toBe("'self'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('report-uri')).toBe('/csp-reports');
      expect(policy.get('report-to')).toBe('csp');
      expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets the portal frame a sign-on on another origin, for the hidden sign-on only', () => {
    const policy = directives(
      portalContentSecurityPolicy({
        signOnOrigin: 'https://sso.lindner.example',
        publicOrigin: 'https://portal.lindner.example',
        mapTileOrigin: 'https://tile.openstreetmap.org',
        reportPath: cspReportPath,
        inlineScripts: [],
      }),
    );
    expect(policy.get('frame-src')).toBe("'self' https://sso.lindner.example");
    expect(policy.get('frame-ancestors')).toBe("'none'");
  });

  it('keeps API answers out of every cache', async () => {
    const answer = await fetch(`${server.baseUrl}/api/portal/user`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectCommonHeaders(answer);
  });

  it('caches hashed assets for good and other files briefly', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-Bq3x9.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectCommonHeaders(asset);
    const icon = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the service worker for a check on every visit, with a policy of its own', async () => {
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expectCommonHeaders(worker);
    const policy = directives(worker.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    // A file of that name elsewhere is an ordinary file.
    const asset = await fetch(`${server.baseUrl}/assets/sw.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('lets pages start only a worker of their own origin', () => {
    const policy = directives(
      portalContentSecurityPolicy({
        signOnOrigin: 'https://sso.lindner.example',
        publicOrigin: 'https://portal.lindner.example',
        mapTileOrigin: 'https://tile.openstreetmap.org',
        reportPath: cspReportPath,
        inlineScripts: [],
      }),
    );
    expect(policy.get('worker-src')).toBe("'self'");
  });

  it('gives the sign-on page a policy as strict as the portal’s', async () => {
    const browser = new SignOnBrowser(server.baseUrl);
    const { page } = await browser.startSignIn({
      redirectUri: `${server.baseUrl}${localizePath('dashboard', {}, 'de')}`,
    });
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('report-uri')).toBe('/csp-reports');
  });

  it('logs the violations browsers report, in both report formats', async () => {
    const legacy = await fetch(`${server.baseUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' },
      }),
    });
    const reporting = await fetch(`${server.baseUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src' },
        },
      ]),
    });
    expect([legacy.status, reporting.status]).toEqual([204, 204]);
    const violations = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'Content-Security-Policy violation');
    expect(violations.map((entry) => entry.cspViolation)).toEqual([
      { 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' },
      { blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src' },
    ]);
  });

  it('answers a malformed report with 204 and logs nothing', async () => {
    const before = logLines.length;
    const response = await fetch(`${server.baseUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: '{not json',
    });
    expect(response.status).toBe(204);
    expect(
      logLines.slice(before).some((line) => line.includes('Content-Security-Policy violation')),
    ).toBe(false);
  });
});

describe('violation reports flooding the log', () => {
  const reports = (count: number) =>
    JSON.stringify(
      Array.from({ length: count }, (_, index) => ({
        type: 'csp-violation',
        body: { blockedURL: `https://evil.example/${index}.js`, effectiveDirective: 'script-src' },
      })),
    );
  const logged = (lines: string[]) => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return {
      violations: entries.filter((entry) => entry.msg === 'Content-Security-Policy violation')
        .length,
      notLogged: entries
        .filter((entry) => typeof entry.cspViolationsNotLogged === 'number')
        .map((entry) => entry.cspViolationsNotLogged),
    };
  };

  it('logs at most 10 violations of one request and counts the rest in one line', async () => {
    const before = logLines.length;
    const response = await fetch(`${server.baseUrl}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: reports(400),
    });
    expect(response.status).toBe(204);
    expect(logged(logLines.slice(before))).toEqual({ violations: 10, notLogged: [390] });
  });

  it('logs at most 60 violations per client and minute', async () => {
    const lines: string[] = [];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-05-04T10:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await app.register(language);
    await app.register(throttling, { redisUrl: null });
    await app.register(securityHeaders, { reportPath: cspReportPath });
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: cspReportPath,
        headers: { 'content-type': 'application/reports+json' },
        payload: reports(10),
        remoteAddress,
      });
    try {
      for (let request = 0; request < 7; request++) await send('203.0.113.5');
      expect(logged(lines)).toEqual({ violations: 60, notLogged: [10] });

      lines.length = 0;
      await send('198.51.100.7');
      expect(logged(lines)).toEqual({ violations: 10, notLogged: [] });

      lines.length = 0;
      vi.setSystemTime(Date.parse('2026-05-04T10:01:00Z'));
      await send('203.0.113.5');
      expect(logged(lines)).toEqual({ violations: 10, notLogged: [] });
    } finally {
      await app.close();
    }
  });
});
