import {
  adParamsSchema,
  adStatusInputSchema,
  classifiedAdInputSchema,
  fieldErrorMessages,
  myClassifiedAdSchema,
  myClassifiedAdsSchema,
  type FieldErrors,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { ownAdOf } from './adAccess';
import {
  createAd,
  deleteAd,
  findOwnAds,
  modelExists,
  setAdStatus,
  updateAd,
  type ValidAdInput,
} from './ads';
import { toMyAd, toMyAds } from './adViews';
import { adCreationsPerAddress, adCreationsPerUser, countTogether } from './limits';
import { adMessages } from './texts';

const tags = ['marketplace'];

/**
 * The caller's ads (`/classified-ads/mine`, with their replies), creating one (throttled per
 * user and per address), changing, switching the status of and deleting one. Another user's ad
 * answers 404, as if it did not exist.
 */
export const ownAdRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const creations = countTogether(app, adCreationsPerUser, adCreationsPerAddress);

  /**
   * What the schema cannot judge: a year after this one (`yearInFuture`) and a model the
   * catalogue does not know (`option`); 400 with a message per field.
   */
  async function checked(
    request: FastifyRequest,
    { privacyConsent: _consent, ...input }: ValidAdInput & { privacyConsent: true },
  ): Promise<ValidAdInput> {
    const errors: FieldErrors = {};
    const year = input.yearOfConstruction;
    if (year !== null && year > new Date().getFullYear()) {
      errors.yearOfConstruction = request.t(fieldErrorMessages.yearInFuture);
    }
    if (input.modelId !== null && !(await modelExists(orm, input.modelId))) {
      errors.modelId = request.t(fieldErrorMessages.option);
    }
    if (Object.keys(errors).length > 0) {
      throw new Refusal(400, request.t(errorMessages.invalidInput), errors);
    }
    return input;
  }

  app.get(
    '/classified-ads/mine',
    { schema: { tags, summary: "The caller's ads", response: answers(myClassifiedAdsSchema) } },
    async (request) => {
      const ads = await findOwnAds(orm, callerOf(request).id);
      return success(
        await toMyAds(orm, ads, { apiPath, addresses: 'owner' }, { withReplies: true }),
      );
    },
  );

  app.post(
    '/classified-ads',
    {
      schema: {
        tags,
        summary: 'Create an ad',
        body: classifiedAdInputSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const input = await checked(request, request.body);
      await creations.count(request);
      const ad = await createAd(orm, callerOf(request).id, input, request.locale);
      // 200 like every answer of this API: its client counts nothing else as success.
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.created));
    },
  );

  app.put(
    '/classified-ads/:id',
    {
      schema: {
        tags,
        summary: 'Change an ad',
        params: adParamsSchema,
        body: classifiedAdInputSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      const input = await checked(request, request.body);
      const updated = await updateAd(orm, ad.id, input, request.locale);
      return success(await toMyAd(orm, updated, apiPath), request.t(adMessages.saved));
    },
  );

  app.put(
    '/classified-ads/:id/status',
    {
      schema: {
        tags,
        summary: "Switch an ad's status (only active ads are public)",
        params: adParamsSchema,
        body: adStatusInputSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      const updated = await setAdStatus(orm, ad, request.body.status);
      return success(await toMyAd(orm, updated, apiPath), request.t(adMessages.statusChanged));
    },
  );

  app.delete(
    '/classified-ads/:id',
    {
      schema: {
        tags,
        summary: "Delete an ad; answers the caller's other ads",
        params: adParamsSchema,
        response: answers(myClassifiedAdsSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      await deleteAd(orm, ad.id);
      const ads = await findOwnAds(orm, ad.userId);
      const mine = await toMyAds(orm, ads, { apiPath, addresses: 'owner' }, { withReplies: true });
      return success(mine, request.t(adMessages.deleted));
    },
  );
};
