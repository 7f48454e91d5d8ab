import { defineMessages } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/connection';
import { AccessTokenError, type AccessTokenVerifier } from './accessTokens';
import { failure, Refusal } from './envelope';
import type { RouteTable } from './routeTable';
import { unencapsulated } from './unencapsulated';
import { findOrAddCaller, type CallerIdentity, type UserRow } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user: set before the handler of every route that is not public, and on a
     * route with `callerOptional` when a valid token came.
     */
    caller: UserRow | null;
    /** When the caller last signed in with the password (OIDC `auth_time`, seconds), if known. */
    callerSignedInAt: number | null;
  }
  interface FastifyContextConfig {
    /** The route answers without an access token (`config: { public: true }`). */
    public?: boolean;
    /** Public, but knows the caller when a valid token comes (a token that fails is ignored). */
    callerOptional?: boolean;
    /** Only Lindner's staff (realm role `staff`); anyone else gets 403. */
    staffOnly?: boolean;
  }
}

/** The realm role of Lindner's staff, who review what users write and send. */
export const staffRole = 'staff';

interface AuthOptions {
  accessTokens: AccessTokenVerifier;
  database: Database;
  /** The scope's routes, to judge a request that matches none. */
  routes: RouteTable;
}

/**
 * Every route of the scope needs a valid bearer token unless its options say
 * `config: { public: true }` (or `callerOptional`); the caller is then `request.caller`, and
 * nothing else tells who calls. `staffOnly` routes refuse everyone but staff with 403. A token
 * issued before its user's last password change is refused, as an expired one is.
 *
 * A request matching no route needs a token too (unknown paths tell nothing without one),
 * except at a path whose routes are all public: a wrong method there is anyone's 405.
 */
export const auth = unencapsulated<AuthOptions>(
  'auth',
  async (app, { accessTokens, database, routes }) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('callerSignedInAt', null);

    /** The user of the request's token, or the problem with it. */
    async function callerOf(request: FastifyRequest): Promise<UserRow | AccessTokenError> {
      try {
        const identity = await accessTokens.verify(request.headers.authorization);
        const caller = await findOrAddCaller(database.orm, identity);
        if (!caller) return new AccessTokenError('invalid');
        if (issuedBeforePasswordChange(identity, caller)) return new AccessTokenError('expired');
        request.callerSignedInAt = identity.signedInAt ?? null;
        return caller;
      } catch (error) {
        if (error instanceof AccessTokenError) return error;
        throw error;
      }
    }

    app.addHook('onRequest', async (request, reply) => {
      const { config } = request.routeOptions;
      if (config.callerOptional && !request.is404) {
        if (!request.headers.authorization) return;
        const caller = await callerOf(request);
        if (!(caller instanceof AccessTokenError)) request.caller = caller;
        return;
      }
      if (isPublic(request, routes)) return;
      const caller = await callerOf(request);
      if (caller instanceof AccessTokenError) return refuse(reply, caller);
      request.caller = caller;
      if (config.staffOnly && !isStaff(caller)) {
        throw new Refusal(403, request.t(authMessages.staffOnly));
      }
    });
  },
);

/** Whether a user has Lindner staff's realm role. */
export function isStaff(user: UserRow | null): boolean {
  return user?.roles.includes(staffRole) ?? false;
}

/** Tokens carry whole seconds: one issued in an earlier second than the change is refused. */
function issuedBeforePasswordChange(identity: CallerIdentity, caller: UserRow): boolean {
  if (!caller.passwordChangedAt || identity.issuedAt === undefined) return false;
  return identity.issuedAt < Math.floor(caller.passwordChangedAt.getTime() / 1000);
}

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

/**
 * The row a caller asked for when it is theirs, else a 404 with `notFound`: another user's id
 * answers as an unknown one does, so ids tell nothing about other users' data.
 */
export function ownedBy<Row extends { userId: string }>(
  request: FastifyRequest,
  row: Row | null | undefined,
  notFound: string,
): Row {
  if (!row || row.userId !== callerOf(request).id) throw new Refusal(404, notFound);
  return row;
}

export const authMessages = defineMessages({
  staffOnly: {
    id: 'server.auth.staffOnly',
    description: 'A route for Lindner staff called by another user.',
    defaultMessage: 'Das dürfen nur Mitarbeitende von Lindner.',
  },
});
