import {
  machineParamsSchema,
  machineQuerySchema,
  machineSchema,
  machineSearchResultSchema,
  type MachineSearchResult,
} from '@lindner/api/schema';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { machinePhotoRoutes } from '../../plugins/machinePhotos';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { bookmarkRoutes } from './bookmarks';
import { facetsOf } from './facets';
import { inquiryRoutes, type InquiryRoutesOptions } from './inquiries';
import { toMachine, toMachineSummary } from './machineAnswers';
import { countMachines, findMachines, loadMachine, loadRangeModels } from './repository';
import { savedSearchRoutes } from './savedSearches';
import { searchEndRoutes } from './searchEnd';
import { rememberedPlaces, searchOrigin } from './searchOrigins';
import { machineMessages, machineQueryMessages } from './texts';

export type UsedMachineRoutesOptions = InquiryRoutesOptions;

const tags = ['used-machines'];

/**
 * The used and demonstrator machines, public: `GET /machines` (filters, facets, distance and
 * paging in SQL), `GET /machines/{id}`, their photos and inquiries (inquiries.ts); for signed-in
 * users their bookmarks (bookmarks.ts) and saved searches (savedSearches.ts), which a mail's link
 * ends (searchEnd.ts).
 */
export const usedMachineRoutes: SchemaRoutes<UsedMachineRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  // The routes' prefix is the API's path; photo addresses start with it.
  const apiPath = app.prefix;
  // The range and the postal codes change with a migration, not between searches: kept a minute.
  const rangeModels = remembered(60_000, () => loadRangeModels(orm));
  const places = rememberedPlaces(orm);

  machinePhotoRoutes(app);
  await app.register(bookmarkRoutes, { orm, apiPath });
  await app.register(savedSearchRoutes, { orm });
  await app.register(searchEndRoutes, { orm });
  await app.register(inquiryRoutes, options);

  app.get(
    '/machines',
    {
      config: { public: true, fieldErrors: machineQueryMessages },
      schema: {
        tags,
        summary: 'Search the machines: one page, the total and the facet counts',
        querystring: machineQuerySchema,
        response: answers(machineSearchResultSchema),
      },
    },
    async (request) => {
      const { query } = request;
      const origin = await searchOrigin(query, places);
      if (origin === null) {
        throw new Refusal(400, request.t(errorMessages.invalidInput), {
          zip: request.t(machineMessages.unknownZip),
        });
      }
      const search = { query, origin: origin ?? null };
      const [models, found, counts] = await Promise.all([
        rangeModels(),
        findMachines(orm, search),
        countMachines(orm, search),
      ]);
      const result: MachineSearchResult = {
        machines: found.map((each) => toMachineSummary(each, apiPath)),
        page: query.page,
        pageSize: query.pageSize,
        origin: search.origin,
        ...facetsOf(counts, models),
      };
      return success(result);
    },
  );

  app.get(
    '/machines/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A machine with every field, its photos and its contact',
        params: machineParamsSchema,
        response: answers(machineSchema),
      },
    },
    async (request) => {
      const detail = await loadMachine(orm, request.params.id);
      if (!detail) throw new Refusal(404, request.t(machineMessages.notFound));
      return success(toMachine(detail, apiPath, options.salesAddress));
    },
  );
};

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
