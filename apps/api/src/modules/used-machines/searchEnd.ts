import {
  machineSearchUnsubscribeParamsSchema,
  machineSearchUnsubscribeSchema,
  type MachineSearchUnsubscribe,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { savedMachineSearches } from './tables';
import { machineListMessages } from './texts';

/**
 * Calls of a saved search's mail link: 30 in 10 minutes per client address, found or not, which
 * slows guessing tokens.
 */
export const searchEndLinks: Limit = {
  name: 'machine-search-end-links',
  max: 30,
  windowMs: 10 * 60_000,
  message: machineListMessages.tooManyLinks,
  per: 'address',
};

/** 32 random bytes as base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link of a saved search's mail, public: `GET /machineSearches/unsubscribe/{token}` shows
 * which search it ends, `POST` ends it. An unknown token, or one of an ended search, is a 404.
 */
export const searchEndRoutes: SchemaRoutes<{ orm: Orm }> = async (app, { orm }) => {
  const linkCalls = app.throttle(searchEndLinks);

  const searchOf = async (request: FastifyRequest, token: string, end: boolean) => {
    const byToken = eq(savedMachineSearches.unsubscribeToken, token);
    const fields = { name: savedMachineSearches.name, query: savedMachineSearches.query };
    const [search] = !tokenPattern.test(token)
      ? []
      : end
        ? await orm.delete(savedMachineSearches).where(byToken).returning(fields)
        : await orm.select(fields).from(savedMachineSearches).where(byToken);
    if (!search) throw new Refusal(404, request.t(machineListMessages.linkInvalid));
    const answer: MachineSearchUnsubscribe = { name: search.name, query: search.query };
    return success(answer);
  };

  const schema = (summary: string) => ({
    tags: ['used-machines'],
    summary,
    params: machineSearchUnsubscribeParamsSchema,
    response: answers(machineSearchUnsubscribeSchema),
  });

  app.get(
    '/machineSearches/unsubscribe/:token',
    {
      config: { public: true },
      schema: schema('The saved search a mail’s link ends'),
      preHandler: linkCalls,
    },
    async (request) => searchOf(request, request.params.token, false),
  );

  app.post(
    '/machineSearches/unsubscribe/:token',
    {
      config: { public: true },
      schema: schema('End a saved search by its mail’s link'),
      preHandler: linkCalls,
    },
    async (request) => searchOf(request, request.params.token, true),
  );
};
