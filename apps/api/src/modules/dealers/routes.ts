import { negotiateLocale } from '@lindner/i18n/core';
import { parseDealerQuery, type RawDealerQuery } from '@lindner/api/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { failure, success } from '../../plugins/envelope';
import { textsFor } from '../../plugins/texts';
import { rankDealers, type Coordinates } from './dealerSearch';
import { findPlace, loadDealers } from './repository';
import { dealerMessages } from './texts';

/** The finder's messages in the language the widget asks for (`locale`), else the browser's. */
function textsOf(request: FastifyRequest, query: { locale?: unknown }) {
  const locale = typeof query.locale === 'string' ? query.locale : undefined;
  return textsFor(negotiateLocale([locale], request.headers['accept-language']));
}

/**
 * `GET /dealers`: the public dealer search of the dealer finder, for CMS pages of any origin: by
 * zip or city (through the postal code table, no external geocoder), by country, or by
 * coordinates; nearest first.
 */
export async function dealerRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;

  app.get('/dealers', { config: { public: true, anyOrigin: true } }, async (request, reply) => {
    const raw = (request.query ?? {}) as RawDealerQuery & { locale?: unknown };
    const texts = textsOf(request, raw);
    const parsed = parseDealerQuery(raw);
    if (!parsed.ok) return reply.status(400).send(failure(texts.t(dealerMessages[parsed.problem])));
    const { query } = parsed;

    let origin: (Coordinates & { label: string | null }) | null = null;
    if (query.lat !== undefined && query.lng !== undefined) {
      origin = { lat: query.lat, lng: query.lng, label: null };
    } else if (query.zip || query.city) {
      origin = await findPlace(orm, query);
      if (!origin) {
        return reply
          .status(404)
          .send(
            failure(texts.t(query.zip ? dealerMessages.unknownZip : dealerMessages.unknownCity)),
          );
      }
    }

    return success({ origin, dealers: rankDealers(await loadDealers(orm), origin, query) });
  });
}
