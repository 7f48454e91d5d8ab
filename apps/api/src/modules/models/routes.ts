import { axleLoadModelsSchema } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { loadAxleLoadModels } from './repository';

/**
 * `GET /models`: public model data for the axle-load calculator on CMS pages of any origin and in
 * the portal.
 */
export const modelRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/models',
    {
      config: { public: true, anyOrigin: true },
      schema: {
        tags: ['models'],
        summary: 'The model range for the axle-load calculator',
        response: answers(axleLoadModelsSchema),
      },
    },
    async () => success(await loadAxleLoadModels(database.orm)),
  );
};
