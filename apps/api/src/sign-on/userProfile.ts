import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokenError } from '../plugins/accessTokens';
import { findUserById, type UserRow } from '../plugins/users';
import { accountClaims } from './accountClaims';
import type { SignOnContext } from './signOnContext';

/*
 * What a bearer token's user may read about themselves: Keycloak's userinfo (the token's
 * claims) and the account profile that keycloak-js's loadUserProfile() asks for.
 */

/** Keycloak's userinfo, by GET and by POST as OpenID Connect allows. */
export function userinfoRoutes(app: FastifyInstance, context: SignOnContext) {
  const { config, prefix } = context;
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedInUser(context, request, reply);
    if (!user) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send(accountClaims(user, config.signOn.clientId));
  };
  app.get(`${prefix}/protocol/openid-connect/userinfo`, userinfo);
  app.post(`${prefix}/protocol/openid-connect/userinfo`, userinfo);
}

/** The account endpoint's answer to a bearer token (accountPage.ts sends browsers the page). */
export async function accountProfile(
  context: SignOnContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = await signedInUser(context, request, reply);
  if (!user) return reply;
  return reply.header('cache-control', 'no-store').send({
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    email: user.email ?? undefined,
    emailVerified: user.email !== null,
    attributes: user.customerNr ? { customerNr: [user.customerNr] } : {},
  });
}

/** The user of the request's bearer token, or null once Keycloak's 401 is sent. */
async function signedInUser(
  { accessTokens, config, database }: SignOnContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  try {
    const caller = await accessTokens.verify(request.headers.authorization);
    const user = await findUserById(database.orm, caller.subject);
    if (user) return user;
  } catch (error) {
    if (!(error instanceof AccessTokenError)) throw error;
  }
  await reply
    .status(401)
    .header('www-authenticate', `Bearer realm="${config.signOn.realm}", error="invalid_token"`)
    .send({ error: 'invalid_token', error_description: 'Token is missing, expired or invalid' });
  return null;
}
