import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const keyLength = 32;
const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };

/**
 * scrypt runs in libuv's thread pool (4 threads), off the event loop; but 20 logins at once
 * would take every thread and every core, and the API's other requests (and the pool's file
 * reads) would wait behind them. So hashes queue: at most one core's worth less than all.
 */
export const concurrentHashes = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];

/** How many derivations run and wait now (tests). */
export function hashingLoad() {
  return { running, waiting: waiting.length };
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` stays as it is.
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')]
    .map(String)
    .join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
