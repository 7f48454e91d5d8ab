import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { loadContractItemNotifications } from './repository';

/** `GET /contractItems/notifications`: the caller's licences and warranties ending soon. */
export async function contractRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/contractItems/notifications', async (request) =>
    success(await loadContractItemNotifications(database.orm, callerOf(request).id)),
  );
}
