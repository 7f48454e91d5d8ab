import { unencapsulated } from './unencapsulated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Pages of any origin may read the answers: public, token-free data for widgets. */
    anyOrigin?: boolean;
  }
}

/**
 * Lets pages of any origin read the answers of routes with `config: { anyOrigin: true }`: the
 * data widgets on CMS pages fetch. Only simple GETs without credentials are answered, so no
 * preflight is needed.
 */
export const publicCors = unencapsulated('public-cors', async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.anyOrigin) reply.header('access-control-allow-origin', '*');
  });
});
