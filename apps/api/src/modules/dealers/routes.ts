import { dealerQuerySchema, dealerSearchResultSchema } from '@lindner/api/schema';
import { negotiateLocale } from '@lindner/i18n/core';
import type { Database } from '../../database/connection';
import {
  findPlace,
  loadDealers,
  rankDealers,
  type Coordinates,
} from '../../plugins/dealerDirectory';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { dealerMessages } from './texts';

/**
 * `GET /dealers`: the public dealer search of the dealer finder, for CMS pages of any origin: by
 * zip or city (through the postal code table, no external geocoder), by country, or by
 * coordinates; nearest first. A place it does not know is a 404 in the language the widget asks
 * for (`locale`), else the browser's.
 */
export const dealerRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.get(
    '/dealers',
    {
      config: { public: true, anyOrigin: true, fieldErrors: dealerMessages },
      schema: {
        tags: ['dealers'],
        summary: 'The dealer finder’s search',
        querystring: dealerQuerySchema,
        response: answers(dealerSearchResultSchema),
      },
    },
    async (request) => {
      const { locale, ...query } = request.query;
      let origin: (Coordinates & { label: string | null }) | null = null;
      if (query.lat !== undefined && query.lng !== undefined) {
        origin = { lat: query.lat, lng: query.lng, label: null };
      } else if (query.zip || query.city) {
        origin = await findPlace(orm, query);
        if (!origin) {
          const texts = textsFor(negotiateLocale([locale], request.headers['accept-language']));
          const unknown = query.zip ? dealerMessages.unknownZip : dealerMessages.unknownCity;
          throw new Refusal(404, texts.t(unknown));
        }
      }
      return success({ origin, dealers: rankDealers(await loadDealers(orm), origin, query) });
    },
  );
};
