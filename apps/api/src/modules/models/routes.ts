import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connection';
import { success } from '../../plugins/envelope';
import { loadAxleLoadModels } from './repository';

/**
 * `GET /models`: public model data for the axle-load calculator on CMS pages of any origin and in
 * the portal.
 */
export async function modelRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/models', { config: { public: true, anyOrigin: true } }, async () =>
    success(await loadAxleLoadModels(database.orm)),
  );
}
