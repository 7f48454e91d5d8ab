import { adHiddenInputSchema, adParamsSchema, myClassifiedAdSchema } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { findAd, setAdHidden } from './ads';
import { toMyAds } from './adViews';
import { adMessages } from './texts';

/**
 * Staff (realm role `staff`, everyone else 403) hide an ad from the public with a reason its
 * owner reads, or show it again (`reason: null`).
 */
export const staffHidingRoutes: SchemaRoutes<{ database: Database }> = async (
  app,
  { database },
) => {
  const { orm } = database;
  const apiPath = app.prefix;

  app.put(
    '/classified-ads/:id/hidden',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Hide an ad with a reason, or show it again (staff)',
        params: adParamsSchema,
        body: adHiddenInputSchema,
        response: answers(myClassifiedAdSchema),
      },
      config: { staffOnly: true },
    },
    async (request) => {
      const ad = await findAd(orm, request.params.id);
      if (!ad) throw new Refusal(404, request.t(adMessages.notFound));
      const { reason } = request.body;
      const updated = await setAdHidden(orm, ad.id, callerOf(request).id, reason);
      // Staff see the ad as its owner does, but not the replies, which are the owner's mail.
      const [answer] = await toMyAds(
        orm,
        [updated],
        { apiPath, addresses: 'owner' },
        { withReplies: false },
      );
      return success(answer!, request.t(reason === null ? adMessages.shown : adMessages.hidden));
    },
  );
};
