import {
  adLimits,
  adParamsSchema,
  classifiedAdListSchema,
  classifiedAdQuerySchema,
  classifiedAdSchema,
  type ClassifiedAdList,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { maySee } from './adAccess';
import { findAd, findPublicAds, isPublicAd, publicAdModels } from './ads';
import { toPublicAd, toSummaries } from './adViews';
import { adMessages } from './texts';

/**
 * The public list of active ads that staff did not hide (`GET /classified-ads`, its filters in
 * the query string) and one ad (`GET /classified-ads/{id}`): public, or for its owner and staff
 * in any status.
 */
export const publicAdRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  const apiPath = app.prefix;

  app.get(
    '/classified-ads',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Active ads, newest first, one page, filtered',
        querystring: classifiedAdQuerySchema,
        response: answers(classifiedAdListSchema),
      },
      config: { public: true },
      // A bad filter is refused naming it, in the marketplace's words (below).
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        const [issue] = (request.validationError.validation ?? []) as { instancePath?: string }[];
        const filter = issue?.instancePath?.split('/').find(Boolean) ?? 'query';
        const message = request.t(adMessages.filterInvalid, { filter });
        throw new Refusal(400, message, { [filter]: message });
      }
      const [found, models] = await Promise.all([
        findPublicAds(orm, request.query),
        publicAdModels(orm),
      ]);
      const list: ClassifiedAdList = {
        ads: await toSummaries(orm, found.rows, apiPath),
        total: found.total,
        page: found.page,
        pageSize: adLimits.pageSize,
        models,
      };
      return success(list);
    },
  );

  app.get(
    '/classified-ads/:id',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'An ad: public, or in any status for its owner and staff',
        params: adParamsSchema,
        response: answers(classifiedAdSchema),
      },
      config: { callerOptional: true },
    },
    async (request) => {
      const ad = await findAd(orm, request.params.id);
      if (!ad || !maySee(request, ad)) throw new Refusal(404, request.t(adMessages.notFound));
      // Anyone may see a public ad's pictures; any other ad's only its owner and staff.
      const addresses = isPublicAd(ad) ? 'public' : 'owner';
      return success(await toPublicAd(orm, ad, { apiPath, addresses }));
    },
  );
};
