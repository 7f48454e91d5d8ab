import { farmInputSchema } from '@lindner/api/schema';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { loadContractItemNotifications } from '../contractItems/notifications';
import type { Database } from '../database/connection';
import type { UserRow } from '../database/tables';
import { farmDropdowns } from '../farm/farmDropdowns';
import { loadFarm, saveFarm } from '../farm/farms';
import { loadFleet } from '../fleet/fleet';
import { pickLocale, textLanguage } from '../language';
import type { Mailer } from '../mail/mailer';
import { profileRoutes } from '../profile/profileRoutes';
import { settingsRoutes } from '../settings/settingsRoutes';
import { findOrAddCaller, toUser, toUserProfile } from '../users/users';
import { AccessTokenError, type AccessTokenVerifier } from './accessTokens';
import { failure, success } from './envelope';
import { textsOf, validBody } from './requestBody';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for every API route before its handler runs. */
    caller: UserRow | null;
  }
}

interface ApiRoutesOptions {
  database: Database;
  accessTokens: AccessTokenVerifier;
  mailer: Mailer;
  /** The server's public address, for links in e-mails. */
  publicUrl: string;
  newsletterSegment: string | null;
}

/** The portal API under `/api/{client segment}`; every route answers for the caller only. */
export async function apiRoutes(
  app: FastifyInstance,
  { database, accessTokens, mailer, publicUrl, newsletterSegment }: ApiRoutesOptions,
) {
  const { orm } = database;
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    let problem: AccessTokenError;
    try {
      const identity = await accessTokens.verify(request.headers.authorization);
      request.caller = (await findOrAddCaller(orm, identity)) ?? null;
      if (request.caller) return;
      problem = new AccessTokenError('invalid');
    } catch (error) {
      if (!(error instanceof AccessTokenError)) throw error;
      problem = error;
    }
    return reply
      .status(401)
      .header('www-authenticate', 'Bearer error="invalid_token"')
      .send(failure(problem.message));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const texts = textsOf(request);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty JSON body, a body too large, an unsupported content type.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? texts.invalidJson
          : error.message;
      return reply.status(status).send(failure(message));
    }
    request.log.error(error);
    return reply.status(500).send(failure(texts.serverError));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(failure(textsOf(request).notFound)),
  );

  const caller = (request: FastifyRequest): UserRow => request.caller!;

  app.get('/user', async (request) => success(toUser(caller(request))));

  app.get('/user/profile', async (request) => success(toUserProfile(caller(request))));

  app.get('/user/profile/farm', async (request) =>
    success(await loadFarm(orm, caller(request).id)),
  );

  app.post('/user/profile/farm', async (request, reply) => {
    const farm = await validBody(farmInputSchema, request, reply);
    if (!farm) return reply;
    return success(await saveFarm(orm, caller(request).id, farm));
  });

  app.get('/user/profile/farm/dropdowns', async (request) =>
    success(farmDropdowns(textLanguage(pickLocale([], request.headers['accept-language'])))),
  );

  app.get('/contractItems/notifications', async (request) =>
    success(await loadContractItemNotifications(orm, caller(request).id)),
  );

  app.get('/fleet', async (request) => success(await loadFleet(orm, caller(request).id)));

  // PUT /user/profile and the avatar; /user/settings… (issue 6). Inside this plugin: same token
  // check, error handler and envelope.
  await app.register(profileRoutes, { database });
  await app.register(settingsRoutes, { database, mailer, publicUrl, newsletterSegment });
}
