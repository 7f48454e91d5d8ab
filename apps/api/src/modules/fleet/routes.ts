import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { loadFleet } from './repository';

/** `GET /fleet`: the caller's vehicles with the dashboard's statistics. */
export async function fleetRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/fleet', async (request) =>
    success(await loadFleet(database.orm, callerOf(request).id)),
  );
}
