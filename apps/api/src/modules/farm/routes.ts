import { farmInputSchema } from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { textsFor } from '../../plugins/texts';
import { validBody } from '../../plugins/validBody';
import { loadFarm, saveFarm } from './repository';
import { farmDropdowns } from './texts';

/** The caller's farm (`/user/profile/farm`) and the farm form's option lists. */
export async function farmRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;

  app.get('/user/profile/farm', async (request) =>
    success(await loadFarm(orm, callerOf(request).id)),
  );

  app.post('/user/profile/farm', async (request, reply) => {
    const farm = await validBody(farmInputSchema, request, reply);
    if (!farm) return reply;
    return success(await saveFarm(orm, callerOf(request).id, farm));
  });

  app.get('/user/profile/farm/dropdowns', async (request) =>
    success(farmDropdowns(textsFor(request.locale))),
  );
}
