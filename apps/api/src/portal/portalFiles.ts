import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built portal. Any other GET for a page (not the API, not sign-on, not a file)
 * gets index.html, so the portal's router can show localized routes and its own 404.
 */
export async function portalFiles(
  app: FastifyInstance,
  options: { root: string; realmPath: string; apiPath: string; contentSecurityPolicy: string },
) {
  const pageHeaders = {
    'content-security-policy': options.contentSecurityPolicy,
    'cache-control': 'no-cache',
  };
  // One route per file found at start, so unknown API paths still reach the API's own 404.
  await app.register(fastifyStatic, {
    root: options.root,
    index: 'index.html',
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (path.endsWith('.html')) {
        for (const [name, value] of Object.entries(pageHeaders)) reply.header(name, value);
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(`${options.apiPath}/`) &&
      !path.startsWith(`${options.realmPath}/`) &&
      !/\.[a-z0-9]+$/i.test(path) &&
      acceptsHtml(request.headers.accept);
    if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.headers(pageHeaders).sendFile('index.html');
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

/** A browser asks for HTML; tools like curl ask for anything. */
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
