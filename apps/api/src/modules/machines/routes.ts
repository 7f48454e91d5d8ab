import {
  formSuccessMessages,
  type DealerCountry,
  machineInquiryInputSchema,
  parseMachineQuery,
  type MachineSearchResult,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { failure, success } from '../../plugins/envelope';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { findPlace } from '../dealers/repository';
import { bookmarkRoutes } from './bookmarks';
import { facetsOf } from './facets';
import { inquiryMail } from './inquiryMail';
import { toMachine, toMachineSummary } from './machineAnswers';
import { machinePhotoRoutes } from './photos';
import {
  countMachines,
  findMachines,
  loadInquiryTarget,
  loadRangeModels,
  loadMachine,
  saveInquiry,
  type MachineSearch,
} from './repository';
import { savedSearchRoutes } from './savedSearches';
import type { SearchOrigin } from './searchFilters';
import { machineMessages, machineQueryMessages } from './texts';

export interface MachineRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where inquiries about Lindner's own machines (and those without a contact e-mail) go. */
  salesAddress: string;
}

/** Accepted inquiries per client address: 5 in 10 minutes, as the public forms. */
export const machineInquiryLimits: ThrottleLimits = { limit: 5, windowMs: 10 * 60_000 };

const machineId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The used and demonstrator machines, public: `GET /machines` (filters, facets, distance and
 * paging in SQL), `GET /machines/{id}`, `POST /machines/{id}/inquiries`, and their photos; for
 * signed-in users their bookmarks (bookmarks.ts) and saved searches (savedSearches.ts).
 */
export async function machineRoutes(app: FastifyInstance, options: MachineRoutesOptions) {
  const { orm } = options.database;
  // The routes' prefix is the API's path; photo addresses start with it.
  const apiPath = app.prefix;
  const inquiries = new Throttle(machineInquiryLimits);
  // The range and the postal codes change with a seed, not between searches: kept a minute.
  const rangeModels = remembered(60_000, () => loadRangeModels(orm));
  const places = new Map<string, Promise<SearchOrigin | null>>();
  const placeOf = (zip: string, country: string | undefined) => {
    const key = `${country ?? ''}:${zip}`;
    let place = places.get(key);
    if (!place) {
      if (places.size >= 1000) places.clear();
      place = findPlace(orm, { zip, country: country as DealerCountry | undefined }).catch(
        (error: unknown) => {
          places.delete(key);
          throw error;
        },
      );
      places.set(key, place);
      setTimeout(() => places.delete(key), 60_000).unref();
    }
    return place;
  };

  machinePhotoRoutes(app);
  await bookmarkRoutes(app, { orm });
  await savedSearchRoutes(app, { orm });

  app.get('/machines', { config: { public: true } }, async (request, reply) => {
    const parsed = parseMachineQuery((request.query ?? {}) as Record<string, unknown>);
    if (!parsed.ok) {
      return reply.status(400).send(failure(request.t(machineQueryMessages[parsed.problem])));
    }
    const { query } = parsed;

    let origin: SearchOrigin | null = null;
    if (query.lat !== undefined && query.lng !== undefined) {
      origin = { lat: query.lat, lng: query.lng, label: null };
    } else if (query.zip) {
      // Without a country the zip is looked for in every country, Austria's first.
      origin = await placeOf(query.zip, query.countries?.[0]);
      if (!origin) return reply.status(400).send(failure(request.t(machineMessages.unknownZip)));
    }

    const search: MachineSearch = { query, origin };
    const [models, found, counts] = await Promise.all([
      rangeModels(),
      findMachines(orm, search),
      countMachines(orm, search),
    ]);
    const result: MachineSearchResult = {
      machines: found.map((each) => toMachineSummary(each, apiPath)),
      page: query.page,
      pageSize: query.pageSize,
      origin,
      ...facetsOf(counts, models),
    };
    return success(result);
  });

  app.get<{ Params: { id: string } }>(
    '/machines/:id',
    { config: { public: true } },
    async (request, reply) => {
      const detail = machineId.test(request.params.id)
        ? await loadMachine(orm, request.params.id.toLowerCase())
        : null;
      if (!detail) return notFound(request, reply);
      return success(toMachine(detail, apiPath, options.salesAddress));
    },
  );

  /**
   * Only accepted inquiries count towards the limit, so that correcting a field costs nothing.
   */
  app.post<{ Params: { id: string } }>(
    '/machines/:id/inquiries',
    { config: { public: true } },
    async (request, reply) => {
      const keys = [`address:${request.ip}`];
      if (inquiries.blockedFor(keys) > 0) return refuseTooMany(request, reply, inquiries, keys);
      const machine = machineId.test(request.params.id)
        ? await loadInquiryTarget(orm, request.params.id.toLowerCase())
        : null;
      if (!machine) return notFound(request, reply);
      const fields = await validBody(machineInquiryInputSchema, request, reply);
      if (!fields) return reply;
      // Checked again and counted with no await in between: parallel inquiries from one
      // address cannot pass the limit together.
      if (inquiries.blockedFor(keys) > 0) return refuseTooMany(request, reply, inquiries, keys);
      inquiries.count(keys);

      const row = await saveInquiry(orm, { machineId: machine.id, fields, locale: request.locale });
      await options.mailer.send(
        inquiryMail(machine.contactEmail ?? options.salesAddress, {
          machine,
          fields,
          locale: row.locale,
          receivedAt: row.createdAt,
        }),
      );
      return success(
        { id: row.id, machineId: machine.id, receivedAt: row.createdAt.toISOString() },
        request.t(formSuccessMessages.thanks),
      );
    },
  );
}

/** A value loaded at most once per `ms`; a failed load is tried again at the next call. */
function remembered<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > ms) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = null;
        throw error;
      });
    }
    return value;
  };
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(failure(request.t(machineMessages.notFound)));
}

/** 429 with a message saying in how many minutes the address may ask again; `Retry-After`. */
function refuseTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
) {
  const wait = throttle.blockedFor(keys);
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send(failure(request.t(machineMessages.tooMany, { minutes: minutesToWait(wait) })));
}
