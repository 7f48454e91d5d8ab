import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/connection';
import { findOrAddCaller } from '../modules/user/repository';
import type { UserRow } from '../modules/user/tables';
import { AccessTokenError, type AccessTokenVerifier } from './accessTokens';
import { failure } from './envelope';
import type { RouteTable } from './routeTable';
import { unencapsulated } from './unencapsulated';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set before the handler of every route that is not public. */
    caller: UserRow | null;
  }
  interface FastifyContextConfig {
    /** The route answers without an access token (`config: { public: true }`). */
    public?: boolean;
  }
}

interface AuthOptions {
  accessTokens: AccessTokenVerifier;
  database: Database;
  /** The scope's routes, to judge a request that matches none. */
  routes: RouteTable;
}

/**
 * Every route of the scope needs a valid bearer token unless its options say
 * `config: { public: true }`; the caller is then `request.caller`, and nothing else tells who
 * calls. A request matching no route needs a token too (unknown paths tell nothing without one),
 * except at a path whose routes are all public: a wrong method there is anyone's 405.
 */
export const auth = unencapsulated<AuthOptions>(
  'auth',
  async (app, { accessTokens, database, routes }) => {
    app.decorateRequest('caller', null);

    app.addHook('onRequest', async (request, reply) => {
      if (isPublic(request, routes)) return;
      let problem: AccessTokenError;
      try {
        const identity = await accessTokens.verify(request.headers.authorization);
        request.caller = (await findOrAddCaller(database.orm, identity)) ?? null;
        if (request.caller) return;
        problem = new AccessTokenError('invalid');
      } catch (error) {
        if (!(error instanceof AccessTokenError)) throw error;
        problem = error;
      }
      return refuse(reply, problem);
    });
  },
);

function isPublic(request: FastifyRequest, routes: RouteTable): boolean {
  if (request.is404) return routes.isPublicPath(request.url);
  return request.routeOptions.config.public === true;
}

function refuse(reply: FastifyReply, problem: AccessTokenError) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer error="invalid_token"')
    .send(failure(problem.message));
}

/** The signed-in user of a route that is not public. */
export function callerOf(request: FastifyRequest): UserRow {
  if (!request.caller) throw new Error('No caller: the route is public or outside the auth scope');
  return request.caller;
}
