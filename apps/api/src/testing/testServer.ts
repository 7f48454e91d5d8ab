import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { readConfig, realmUrl, type SignOnConfig } from '../config';
import type { Database } from '../database/connection';
import { devMachines } from '../seed/machines';
import { buildServer, type ServerOptions } from '../server';
import { createSignOnKeys, type SignOnKeys } from '../sign-on/signOnKeys';

export const testPublicUrl = 'http://localhost:8080';

export type TestOptions = Partial<Omit<ServerOptions, 'signOn'>> & {
  signOn?: Partial<SignOnConfig>;
};

/** The default configuration, in memory and quiet. */
export function testOptions(overrides: TestOptions = {}): ServerOptions {
  const defaults = readConfig({ PORT: '8080', PUBLIC_URL: overrides.publicUrl });
  return {
    ...defaults,
    dataDir: null,
    logRequests: false,
    // Test servers never share throttling counts, in memory or in one Redis.
    throttleNamespace: `test:${randomUUID()}:`,
    devMachines,
    ...overrides,
    signOn: { ...defaults.signOn, ...overrides.signOn },
  };
}

export async function startTestServer(database: Database, overrides: TestOptions = {}) {
  const keys = overrides.signOnKeys ?? (await createSignOnKeys());
  const options = testOptions({ database, signOnKeys: keys, ...overrides });
  const app = await buildServer(options);
  return { app, keys, options };
}

/**
 * An access token as the development provider signs it, with the provider's claims; lets API
 * tests skip the sign-in pages, and make expired or forged tokens.
 */
export async function accessTokenFor(
  keys: SignOnKeys,
  options: ServerOptions,
  subject: string,
  {
    expiresIn = '5 minutes',
    claims = {},
    issuedAt,
  }: {
    expiresIn?: string | number;
    claims?: JWTPayload;
    /** When the token says it was issued (a Date); now by default. */
    issuedAt?: Date;
  } = {},
): Promise<string> {
  const key = await importJWK(keys.signingKey, 'RS256');
  return new SignJWT({
    iss: realmUrl(options.signOn),
    aud: options.signOn.audience,
    sub: subject,
    jti: randomUUID(),
    client_id: options.signOn.clientId,
    scope: 'profile email',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid, typ: 'at+jwt' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresIn)
    .sign(key);
}
