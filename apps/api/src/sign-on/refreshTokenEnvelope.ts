import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type Provider from 'oidc-provider';
import type { RefreshToken } from 'oidc-provider';

/*
 * Why this exists: keycloak-js decodes the refresh token as a JWT (it reads its `exp` to decide
 * when to refresh and throws on anything else), as Keycloak's refresh tokens are JWTs.
 * oidc-provider's refresh tokens are opaque strings. So the token endpoint hands out a signed
 * JWT that carries the opaque token and its expiry, and the provider's refresh-token lookup
 * takes the opaque token back out of it. The JWT is signed with its own HS256 secret, so it can
 * never pass as an access token at the API.
 */

export interface RefreshTokenEnvelopeOptions {
  issuer: string;
  clientId: string;
  secret: string;
}

const opaqueTokenClaim = 'token';
const jwtShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export function installRefreshTokenEnvelope(
  provider: Provider,
  options: RefreshTokenEnvelopeOptions,
): void {
  const key = Buffer.from(options.secret, 'base64url');

  const refreshTokens = provider.RefreshToken;
  const originalFind = refreshTokens.find;
  type FindOptions = Parameters<typeof originalFind>[1];
  const findOpaque = (value: string, findOptions?: FindOptions) =>
    originalFind.call(refreshTokens, value, findOptions) as Promise<RefreshToken | undefined>;

  const findWrappedOrOpaque = async (value: string, findOptions?: FindOptions) => {
    if (typeof value !== 'string' || !jwtShape.test(value)) return findOpaque(value, findOptions);
    try {
      const { payload } = await jwtVerify(value, key, {
        issuer: options.issuer,
        audience: options.issuer,
        algorithms: ['HS256'],
        typ: 'Refresh',
      });
      const opaque = payload[opaqueTokenClaim];
      return typeof opaque === 'string' ? findOpaque(opaque, findOptions) : undefined;
    } catch {
      return undefined;
    }
  };
  refreshTokens.find = findWrappedOrOpaque as typeof originalFind;

  provider.use(async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (
      ctx.oidc?.route !== 'token' ||
      typeof body !== 'object' ||
      body === null ||
      !('refresh_token' in body) ||
      typeof body.refresh_token !== 'string'
    ) {
      return;
    }
    const opaque = await findOpaque(body.refresh_token);
    if (!opaque?.exp) return;
    body.refresh_token = await new SignJWT({
      [opaqueTokenClaim]: body.refresh_token,
      typ: 'Refresh',
      azp: options.clientId,
      sid: opaque.sessionUid,
      scope: opaque.scope,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'Refresh' })
      .setIssuer(options.issuer)
      .setAudience(options.issuer)
      .setSubject(opaque.accountId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(opaque.exp)
      .sign(key);
  });
}
