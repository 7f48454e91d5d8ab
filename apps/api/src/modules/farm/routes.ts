import {
  farmDropdownsSchema,
  farmInputSchema,
  farmSchema,
  userFarmSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { loadFarm, saveFarm } from './repository';
import { farmDropdowns } from './texts';

/** The caller's farm (`/user/profile/farm`) and the farm form's option lists. */
export const farmRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.get(
    '/user/profile/farm',
    { schema: { tags: ['farm'], response: answers(userFarmSchema) } },
    async (request) => success(await loadFarm(orm, callerOf(request).id)),
  );

  app.post(
    '/user/profile/farm',
    { schema: { tags: ['farm'], body: farmInputSchema, response: answers(farmSchema) } },
    async (request) => success(await saveFarm(orm, callerOf(request).id, request.body)),
  );

  app.get(
    '/user/profile/farm/dropdowns',
    { schema: { tags: ['farm'], response: answers(farmDropdownsSchema) } },
    async (request) => success(farmDropdowns(textsFor(request.locale))),
  );
};
