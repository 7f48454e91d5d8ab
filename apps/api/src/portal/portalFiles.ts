import { resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { negotiateLocale } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspReportPath, framedPagePolicy, serviceWorkerPolicy } from '../plugins/securityHeaders';
import { cookieConsent } from './cookieConsent';
import type { ListedContent, PageRenderer } from './pageRenderer';

/**
 * Serves the built portal: its files (pre-compressed copies when the browser accepts them), and
 * every other GET for a page (not the API, not sign-on, not a file) rendered on the server, with
 * 404 for an address the portal does not know. `/` goes to the visitor's language.
 */
export async function portalFiles(
  app: FastifyInstance,
  options: {
    root: string;
    renderer: PageRenderer;
    realmPath: string;
    apiPath: string;
    contentSecurityPolicy: string;
    publicUrl: string;
    /** What of the database the sitemap lists besides the route table's pages. */
    listedContent: () => Promise<ListedContent>;
  },
) {
  await app.register(cookieConsent, { renderer: options.renderer, publicUrl: options.publicUrl });
  const pageHeaders = {
    'content-security-policy': options.contentSecurityPolicy,
    'cache-control': 'no-cache',
  };
  // keycloak-js loads it in a hidden frame of a personal-area page, so that page's sign-on
  // happens without leaving it (see @lindner/auth's silentCheckSsoRedirectUri).
  const silentSignOnHeaders = {
    'content-security-policy': framedPagePolicy([], cspReportPath),
    'cache-control': 'no-cache',
  };
  // The portal's service worker: a browser checks it for a new version on each visit, and a
  // worker served from a cache would keep old code alive.
  const serviceWorkerFile = resolve(options.root, 'sw.js');
  const serviceWorkerHeaders = {
    'content-security-policy': serviceWorkerPolicy(cspReportPath),
    'cache-control': 'no-cache',
  };
  // One route per file found at start, so unknown API paths still reach the API's own 404.
  await app.register(fastifyStatic, {
    root: options.root,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (path.endsWith(`${sep}silent-check-sso.html`)) {
        reply.headers(silentSignOnHeaders);
      } else if (resolve(path.replace(/\.(br|gz)$/, '')) === serviceWorkerFile) {
        reply.headers(serviceWorkerHeaders);
      } else if (path.endsWith('.html')) {
        reply.headers(pageHeaders);
      } else if (/[\\/]assets[\\/]/.test(path)) {
        // Vite puts a content hash in every name under assets/.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.headers(widgetFileHeaders);
      } else if (/[\\/]widgets[\\/]/.test(path)) {
        reply.header('cache-control', 'public, max-age=3600');
        reply.headers(widgetFileHeaders);
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
  app.get('/robots.txt', (_request, reply) =>
    text(reply, 'text/plain; charset=utf-8', options.renderer.robots()),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    text(
      reply,
      'application/xml; charset=utf-8',
      options.renderer.sitemap(await options.listedContent()),
    ),
  );
  app.get('/', (request, reply) => {
    const locale = negotiateLocale([], request.headers['accept-language']);
    return reply.header('vary', 'Accept-Language').redirect(`/${locale}/`, 302);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPagePath =
      !path.startsWith(`${options.apiPath}/`) &&
      !path.startsWith(`${options.realmPath}/`) &&
      !/\.[a-z0-9]+$/i.test(path);
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!isPagePath || !acceptsHtml(request.headers.accept)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const page = await options.renderer.render(request.url, {
      cookies: request.headers.cookie,
      // A page is only read: anything sent to one (a form's old target, a tool) gets 405 with
      // the page that says so (the renderer's router has no actions).
      method: reads ? 'GET' : 'POST',
    });
    if (page.status === 405) reply.header('allow', 'GET, HEAD');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.status(page.status).headers(pageHeaders).type('text/html; charset=utf-8');
    // A page shows the cookie banner only to a visitor without the consent cookie.
    reply.header('vary', 'Accept-Encoding, Cookie');
    if (!encoding) return reply.send(page.html);
    // @fastify/compress compresses the answers of routes; this handler is none.
    return reply.header('content-encoding', encoding).send(compressPage(page.html, encoding));
  });
}

/**
 * The widgets loader and the code and styles it loads are modules that CMS pages of any origin
 * fetch with CORS. They are public files, so any origin may read them.
 */
const widgetFileHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** Brotli at a quality that costs about a millisecond for a page; gzip for older clients. */
function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(html);
}

/** A browser asks for HTML; tools like curl ask for anything. */
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
