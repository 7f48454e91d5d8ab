import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { unencapsulated } from './unencapsulated';

export interface OpenApiOptions {
  /** Serve the readable reference page at `/api/{segment}/reference` (development). */
  referencePage: boolean;
}

/**
 * The API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with, at
 * `/api/{segment}/openapi.json`: what the CMS and the dealer portal integrate against. Registered
 * before the routes, it sees each of them.
 */
export const openApi = unencapsulated<OpenApiOptions>(
  'open-api',
  async (app: FastifyInstance, { referencePage }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lindner portal API',
          version: '1',
          description:
            'Every answer is an envelope `{ success, message, data: { data } }`; a call counts as successful only with HTTP 200 and `success: true`. Routes that are not public need a bearer token of the sign-on provider (realm `lindner`).',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: (document) => {
        const transformed = jsonSchemaTransform(document);
        if (document.route.config?.public || document.route.config?.callerOptional) {
          return { ...transformed, schema: { ...transformed.schema, security: [] } };
        }
        return transformed;
      },
    });

    app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    );

    if (referencePage) {
      await app.register(async (reference) => {
        // The page and its files are anyone's, as the document is.
        reference.addHook('onRoute', (route) => {
          route.config = { ...route.config, public: true };
        });
        await reference.register(swaggerUi, { routePrefix: '/reference', staticCSP: true });
      });
    }
  },
);
