import type { FastifyInstance } from 'fastify';

/**
 * Lets pages of any origin read this plugin's responses: public, token-free data that widgets on
 * CMS pages fetch. Only simple GETs without credentials are answered, so no preflight is needed.
 */
export function allowAnyOrigin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
}
