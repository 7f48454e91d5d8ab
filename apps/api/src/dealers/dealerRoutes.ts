import {
  parseDealerQuery,
  type DealerQuery,
  type DealerQueryProblem,
  type RawDealerQuery,
} from '@lindner/api/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../api/envelope';
import { allowAnyOrigin } from '../api/publicCors';
import type { Database } from '../database/connection';
import { dealers, postalCodes } from '../database/tables';
import { pickLocale, textLanguage, type TextLanguage } from '../language';
import { rankDealers, type Coordinates } from './dealerSearch';

type DealerText = DealerQueryProblem | 'unknownZip' | 'unknownCity';

/** The finder's messages in the caller's language; the widget shows them as they are. */
const dealerTexts: Record<TextLanguage, Record<DealerText, string>> = {
  de: {
    location: 'Bitte gib eine Postleitzahl, einen Ort, ein Land oder deinen Standort an.',
    coordinates: 'Die Koordinaten sind ungültig (Breite −90 bis 90, Länge −180 bis 180).',
    radius: 'Der Umkreis muss eine Zahl über 0 und höchstens 1000 km sein.',
    types:
      'Unbekannte Händlerart. Möglich sind reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'Für dieses Land gibt es keine Händlersuche. Möglich sind AT, DE, CH, IT, SI.',
    zip: 'Die Postleitzahl ist ungültig.',
    city: 'Der Ortsname ist zu lang.',
    unknownZip: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
    unknownCity: 'Diesen Ort kennen wir leider nicht.',
  },
  en: {
    location: 'Please give a zip code, a city, a country or your location.',
    coordinates: 'The coordinates are not valid (latitude −90 to 90, longitude −180 to 180).',
    radius: 'The radius must be a number above 0 and at most 1000 km.',
    types:
      'Unknown store type. Possible are reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'The dealer search does not cover this country. Possible are AT, DE, CH, IT, SI.',
    zip: 'The zip code is not valid.',
    city: 'The city name is too long.',
    unknownZip: 'We know no place with this zip code.',
    unknownCity: 'We do not know this city.',
  },
  fr: {
    location: 'Veuillez indiquer un code postal, une ville, un pays ou votre position.',
    coordinates: 'Les coordonnées ne sont pas valides (latitude −90 à 90, longitude −180 à 180).',
    radius: 'Le rayon doit être un nombre supérieur à 0 et au plus 1000 km.',
    types:
      'Type de point de vente inconnu. Possibles : reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'La recherche de revendeurs ne couvre pas ce pays. Possibles : AT, DE, CH, IT, SI.',
    zip: "Le code postal n'est pas valide.",
    city: 'Le nom de la ville est trop long.',
    unknownZip: 'Nous ne connaissons aucun lieu avec ce code postal.',
    unknownCity: 'Nous ne connaissons pas cette ville.',
  },
};

function textsOf(request: FastifyRequest, query: { locale?: unknown }) {
  const locale = typeof query.locale === 'string' ? query.locale : undefined;
  return dealerTexts[textLanguage(pickLocale([locale], request.headers['accept-language']))];
}

/**
 * Public (no sign-on) dealer search for the dealer finder: by zip or city (through the postal
 * code table, no external geocoder), by country, or by coordinates; nearest first.
 * Registered as its own plugin so apiRoutes' token check does not reach it.
 */
export async function dealerRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;
  allowAnyOrigin(app);

  /** Where a zip or city lies; the country narrows it, else the first by country and zip. */
  async function resolvePlace(
    query: DealerQuery,
  ): Promise<(Coordinates & { label: string }) | null> {
    const conditions = [
      query.zip ? eq(postalCodes.zip, query.zip) : undefined,
      query.city ? sql`lower(${postalCodes.city}) = lower(${query.city})` : undefined,
      query.country ? eq(postalCodes.country, query.country) : undefined,
    ];
    const [row] = await orm
      .select()
      .from(postalCodes)
      .where(and(...conditions))
      .orderBy(
        sql`array_position(ARRAY['AT','DE','CH','IT','SI'], ${postalCodes.country})`,
        asc(postalCodes.zip),
      )
      .limit(1);
    return row ? { lat: row.lat, lng: row.lng, label: `${row.zip} ${row.city}` } : null;
  }

  app.get('/dealers', async (request, reply) => {
    const raw = (request.query ?? {}) as RawDealerQuery & { locale?: unknown };
    const texts = textsOf(request, raw);
    const parsed = parseDealerQuery(raw);
    if (!parsed.ok) return reply.status(400).send(failure(texts[parsed.problem]));
    const { query } = parsed;

    let origin: (Coordinates & { label: string | null }) | null = null;
    if (query.lat !== undefined && query.lng !== undefined) {
      origin = { lat: query.lat, lng: query.lng, label: null };
    } else if (query.zip || query.city) {
      origin = await resolvePlace(query);
      if (!origin) {
        return reply.status(404).send(failure(query.zip ? texts.unknownZip : texts.unknownCity));
      }
    }

    const rows = await orm.select().from(dealers);
    return success({ origin, dealers: rankDealers(rows, origin, query) });
  });
}
