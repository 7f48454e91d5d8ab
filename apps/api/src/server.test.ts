import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { localizePath } from '@lindner/i18n/core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newsArticles } from './modules/news/tables';
import { pressReleases, pressReleaseTexts } from './modules/press/tables';
import { apiTestServerPerFile } from './testing/apiTestServer';
import { testPageRenderer } from './testing/testPageRenderer';

const server = apiTestServerPerFile({ resetEachTest: false });

describe('server', () => {
  it('writes one log line per request', async () => {
    const lines: string[] = [];
    const { app: logged } = await server.variant({
      logRequests: true,
      logDestination: { write: (line) => lines.push(line) },
    });
    await logged.inject('/api/portal/user');
    await logged.inject('/realms/lindner/.well-known/openid-configuration?x=secret');
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.path);
    expect(requests.map((entry) => entry.msg.replace(/ [\d.]+ ms$/, ''))).toEqual([
      'GET /api/portal/user 401',
      'GET /realms/lindner/.well-known/openid-configuration 200',
    ]);
  });

  it('serves the built portal’s files, pre-compressed, and renders its pages with their status', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    const script = `console.log(${JSON.stringify('Lindner '.repeat(200))})`;
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'assets/app-1a2b.js'), script);
    await writeFile(join(staticDir, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    onTestFinished(() => rm(staticDir, { recursive: true }));
    const rendered: string[] = [];
    const renderer = testPageRenderer({
      render: async (path) => {
        rendered.push(path);
        const known = path.startsWith(localizePath('fleet', {}, 'de-at'));
        return { status: known ? 200 : 404, html: `<!doctype html><title>${path}</title>` };
      },
      sitemap: (content) =>
        `<urlset>${(content?.models ?? []).map((model) => `${model.id}:${model.sections.length}`).join(' ')} ${(content?.oldTimers ?? []).map((oldTimer) => `old-timer:${oldTimer.id}`).join(' ')} ${(content?.news ?? []).map(({ slug }) => `news:${slug}`).join(' ')} ${(content?.pressReleases ?? []).map(({ slug }) => `press:${slug}`).join(' ')} ${(content?.userReports ?? []).map(({ slug }) => `report:${slug}`).join(' ')}</urlset>`,
      robots: () => 'User-agent: *',
    });
    const { app: portal } = await server.variant({ staticDir, pageRenderer: 'unused', renderer });
    // Not for the public yet: a draft, an article and a release scheduled for tomorrow.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    await server.database.orm.insert(newsArticles).values([
      { slug: 'entwurf-noch-geheim', category: 'events', publishedAt: null },
      { slug: 'erscheint-morgen', category: 'events', publishedAt: tomorrow },
    ]);
    await server.database.orm.insert(pressReleases).values({
      slug: 'sperrfrist-bis-morgen',
      releasedAt: tomorrow,
      contactName: 'Presse',
      contactEmail: 'presse@example.com',
      contactPhone: '+43 1',
    });
    await server.database.orm.insert(pressReleaseTexts).values({
      releaseSlug: 'sperrfrist-bis-morgen',
      language: 'de',
      title: 'Sperrfrist',
      teaser: 'Noch nicht',
      body: [],
      contactRole: 'Presse',
    });

    const page = await portal.inject({
      url: `${localizePath('fleet', {}, 'de-at')}?tab=1`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain(`<title>${localizePath('fleet', {}, 'de-at')}?tab=1</title>`);
    const unknown = await portal.inject({
      url: '/de-at/gibt-es-nicht',
      headers: { accept: '*/*' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const json = await portal.inject({ url: '/de/x', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(rendered).not.toContain('/de/x');

    const compressed = await portal.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    expect((await portal.inject('/assets/app-1a2b.js')).body).toBe(script);
    expect((await portal.inject('/missing.js')).statusCode).toBe(404);
    expect((await portal.inject('/api/portal/unknown')).statusCode).toBe(401);
    expect((await portal.inject('/robots.txt')).body).toBe('User-agent: *');
    const sitemap = await portal.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('xml');
    // The database's models with their sections: the Lintrac 130 has all eleven, a Geotrac
    // neither LDrive nor four-wheel steering.
    expect(sitemap.body).toContain('lintrac-130:11');
    expect(sitemap.body).toContain('geotrac-84ep:9');
    // And the old-timers, each with a page of its own.
    expect(sitemap.body).toContain('old-timer:bf-15');
    expect(sitemap.body).toContain('old-timer:geotrac-80');
    // The published news, the released press releases and the approved user reports; no draft,
    // nothing scheduled for later, no report waiting for review.
    expect(sitemap.body).toContain('news:sommerfest-kundl');
    expect(sitemap.body).not.toContain('news:entwurf-noch-geheim');
    expect(sitemap.body).not.toContain('news:erscheint-morgen');
    expect(sitemap.body).toContain('press:lindner-bilanz-2025');
    expect(sitemap.body).not.toContain('press:sperrfrist-bis-morgen');
    expect(sitemap.body).toContain('report:lintrac-130-im-steilhang');
    expect(sitemap.body).not.toContain('report:unitrac-122-erste-eindruecke');
  });

  it('renders a page for the request’s cookies, and says the page depends on them', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    onTestFinished(() => rm(staticDir, { recursive: true }));
    const cookiesSeen: (string | undefined)[] = [];
    const renderer = testPageRenderer({
      render: async (_path, request) => {
        cookiesSeen.push(request?.cookies);
        return { status: 200, html: '<!doctype html><title>page</title>' };
      },
    });
    const { app: portal } = await server.variant({ staticDir, pageRenderer: 'unused', renderer });

    const page = await portal.inject({
      url: '/de-at/',
      headers: { accept: 'text/html', cookie: 'lindner-consent=%7B%7D' },
    });
    expect(cookiesSeen).toEqual(['lindner-consent=%7B%7D']);
    // A cache must not give one visitor's page (with or without the banner) to another.
    expect(page.headers.vary).toContain('Cookie');
  });

  it('lets only the portal’s own pages frame its silent sign-on page', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    await writeFile(join(staticDir, 'silent-check-sso.html'), '<!doctype html><title>x</title>');
    await writeFile(join(staticDir, 'cms-demo.html'), '<!doctype html><title>y</title>');
    onTestFinished(() => rm(staticDir, { recursive: true }));
    const renderer = testPageRenderer();
    const { app: portal } = await server.variant({ staticDir, pageRenderer: 'unused', renderer });

    const silent = await portal.inject('/silent-check-sso.html');
    expect(silent.statusCode).toBe(200);
    expect(silent.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(silent.headers['content-security-policy']).toContain("default-src 'none'");
    const other = await portal.inject('/cms-demo.html');
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends a visitor of / to the home page in their language', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    onTestFinished(() => rm(staticDir, { recursive: true }));
    const renderer = testPageRenderer();
    const { app: portal } = await server.variant({ staticDir, pageRenderer: 'unused', renderer });
    const french = await portal.inject({
      url: '/',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/fr-fr/');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(
      (await portal.inject({ url: '/', headers: { 'accept-language': 'en' } })).headers.location,
    ).toBe('/en/');
    expect((await portal.inject('/')).headers.location).toBe('/de/');
  });
});
