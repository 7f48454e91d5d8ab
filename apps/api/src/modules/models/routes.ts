import {
  axleLoadModelsSchema,
  modelDetailSchema,
  modelOverviewSchema,
  modelUses,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import * as z from 'zod/mini';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { toModelDetail, toModelSummary } from './modelAnswers';
import { modelPictureRoutes } from './modelPictures';
import { loadAxleLoadModels, loadModelDetail, loadModelOverview } from './repository';

const tags = ['models'];

/**
 * The query string of `GET /models/overview`: `use`, one of `modelUses`; another value is a 400
 * whose field error is the general "choose one of the options offered" (key `option`).
 */
const overviewQuerySchema = z.object({
  use: z.optional(z.enum(modelUses, { error: 'option' })),
});

const modelParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });

/**
 * The model range, public. `GET /models`: the figures of the axle-load calculator on CMS pages of
 * any origin and in the portal. `GET /models/overview` and `GET /models/{id}`: the model pages
 * (issue 29), with texts in the caller's language and their pictures (modelPictures.ts).
 */
export const modelRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  // The routes' prefix is the API's path; picture addresses start with it.
  const apiPath = app.prefix;

  modelPictureRoutes(app);

  app.get(
    '/models',
    {
      config: { public: true, anyOrigin: true },
      schema: {
        tags,
        summary: 'The model range for the axle-load calculator',
        response: answers(axleLoadModelsSchema),
      },
    },
    async () => success(await loadAxleLoadModels(orm)),
  );

  app.get(
    '/models/overview',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'The range by series and power with key figures; `use` keeps the models suited to it',
        querystring: overviewQuerySchema,
        response: answers(modelOverviewSchema),
      },
    },
    async (request) => {
      const language = languageOf(request.locale);
      const models = await loadModelOverview(orm, language, request.query.use);
      return success(models.map((model) => toModelSummary(model, language, apiPath)));
    },
  );

  app.get(
    '/models/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A model with its sections, technical data, list price and sources',
        params: modelParamsSchema,
        response: answers(modelDetailSchema),
      },
    },
    async (request) => {
      const language = languageOf(request.locale);
      const model = await loadModelDetail(orm, request.params.id, language);
      if (!model) throw new Refusal(404, request.t(errorMessages.notFound));
      return success(toModelDetail(model, language, apiPath));
    },
  );
};
