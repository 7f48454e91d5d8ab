import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The development provider's secrets. */
export interface SignOnKeys {
  /** RS256 private key that signs ID and access tokens; its public half is served as certs. */
  signingKey: JWK & { kid: string };
  /** Secrets for oidc-provider's signed cookies. */
  cookieSecrets: string[];
  /** HS256 secret of the JWT wrapped around refresh tokens (see refreshTokenEnvelope.ts). */
  refreshTokenSecret: string;
}

const fileName = 'sign-on-keys.json';

export async function createSignOnKeys(): Promise<SignOnKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
  return {
    signingKey,
    cookieSecrets: [randomBytes(32).toString('base64url')],
    refreshTokenSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * Keys kept in the data folder, so tokens and sessions survive a restart; made on first start.
 * Without a data folder they live in memory for the life of the process.
 */
export async function loadSignOnKeys(dataDir: string | null): Promise<SignOnKeys> {
  if (!dataDir) return createSignOnKeys();
  const path = join(dataDir, fileName);
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SignOnKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await createSignOnKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, JSON.stringify(keys, null, 2), { mode: 0o600 });
  await chmod(path, 0o600);
  return keys;
}

export function publicSigningKey(keys: SignOnKeys): JWK {
  const { kty, n, e, alg, use, kid } = keys.signingKey;
  return { kty, n, e, alg, use, kid };
}
