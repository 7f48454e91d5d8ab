import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { SignOnContext } from './signOnContext';

const assetsDir = new URL('./assets/', import.meta.url);

const assetTypes = {
  'login.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
  '3p-cookies-step1.js': 'text/javascript; charset=utf-8',
  '3p-cookies-step2.js': 'text/javascript; charset=utf-8',
};

/**
 * The pages' static files at Keycloak's `/realms/{realm}/resources`: the style sheet, the
 * logout page's script and the scripts of keycloak-js's cookie check (cookieCheck.ts).
 */
export async function resourceRoutes(app: FastifyInstance, { resources }: SignOnContext) {
  for (const [name, type] of Object.entries(assetTypes)) {
    const body = await readFile(new URL(name, assetsDir), 'utf8');
    app.get(`${resources}/${name}`, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    );
  }
}
