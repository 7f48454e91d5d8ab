import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSignOnKeys, type SignOnKeys } from '../sign-on/signOnKeys';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const keysFile = join(apiRoot, 'node_modules/.cache/test-sign-on-keys.json');
/** More than a test file starts servers (server.test.ts starts five). */
const keySets = 8;

/**
 * Makes the key sets that test servers take (`signOnKeySets`) unless they exist: an RSA key
 * pair takes 0.1 to 0.3 s of a core to generate, and every API test file starts a server or
 * more. The unit project's globalSetup calls it before any test file runs.
 */
export async function prepareSignOnKeys(): Promise<void> {
  const found = await stat(keysFile).then(
    () => true,
    () => false,
  );
  if (found) return;
  const sets = await Promise.all(Array.from({ length: keySets }, () => createSignOnKeys()));
  await mkdir(dirname(keysFile), { recursive: true });
  const partial = `${keysFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(sets), { mode: 0o600 });
  // A reader sees the whole file or none.
  await rename(partial, keysFile);
}

let prepared: Promise<readonly SignOnKeys[]> | undefined;

/**
 * Keys of the development provider for the servers of one test file, one set per server: the
 * prepared sets in turn, then new ones, so no two servers of the file share keys, as when each
 * made its own. New ones throughout when the sets were not prepared.
 */
export function signOnKeySets(): () => Promise<SignOnKeys> {
  let handedOut = 0;
  return async () => {
    prepared ??= readFile(keysFile, 'utf8').then(
      (text) => JSON.parse(text) as SignOnKeys[],
      () => [],
    );
    return (await prepared)[handedOut++] ?? createSignOnKeys();
  };
}
