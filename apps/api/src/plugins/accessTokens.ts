import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { CallerIdentity } from './users';

export type AccessTokenProblem = 'missing' | 'expired' | 'invalid';

export class AccessTokenError extends Error {
  constructor(readonly problem: AccessTokenProblem) {
    super(
      { missing: 'Token is missing', expired: 'Token has expired', invalid: 'Token is invalid' }[
        problem
      ],
    );
  }
}

export interface AccessTokenVerifier {
  /** The caller of a bearer token, or AccessTokenError. */
  verify(authorization: string | undefined): Promise<CallerIdentity>;
}

interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The development provider's public key, or the realm's certs endpoint of a real Keycloak. */
  keys: JWK | URL;
}

export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const keySet =
    options.keys instanceof URL
      ? createRemoteJWKSet(options.keys)
      : createLocalJWKSet({ keys: [options.keys] });

  return {
    async verify(authorization) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new AccessTokenError('missing');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keySet, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'],
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        throw new AccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
      return callerIdentity(payload);
    },
  };
}

function callerIdentity(payload: JWTPayload): CallerIdentity {
  const text = (name: string) => (typeof payload[name] === 'string' ? payload[name] : undefined);
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles)
    ? realmAccess.roles.filter((role): role is string => typeof role === 'string')
    : [];
  return {
    subject: payload.sub!,
    username: text('preferred_username'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    email: text('email'),
    roles,
    issuedAt: typeof payload.iat === 'number' ? payload.iat : undefined,
    signedInAt: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
  };
}
