import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const keyLength = 32;
const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };

/**
 * scrypt runs in libuv's thread pool (4 threads), off the event loop; but 20 logins at once
 * would take every thread and every core, and the API's other requests (and the pool's file
 * reads) would wait behind them. So hashes queue: at most one core's worth less than all.
 */
export const concurrentHashes = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * The share of a core one hashing turn may take: after a derivation of d ms the turn rests
 * d × (1 / share − 1) ms before the next in line starts (a sign-in alone never waits). The API
 * answers its other requests on one thread, and a machine busy serving them has no core to spare:
 * whatever hashing takes, they lose. A flood of wrong passwords from rotating addresses (which no
 * count per address stops) kept a core hashing and left `GET /user` 47 % of its throughput; at
 * 15 % of a core it keeps over 80 % (`npm run bench:sign-in`). Sign-ins pay instead: a turn
 * lasts about 7 derivations (2 or 3 checks a second), so under a flood they queue behind it,
 * slower but never refused for it.
 */
export const hashingShare = 0.15;

let running = 0;
const waiting: (() => void)[] = [];
let derivations = 0;

/** The durations of the last derivations (ms), which a check for no user imitates. */
const recentDurations: number[] = [];
const durationsKept = 16;
/** Until a derivation has been timed: about what one takes on a server core of today. */
const assumedDuration = 60;

/** How many turns are taken (deriving or resting) and how many wait now (tests). */
export function hashingLoad() {
  return { running, waiting: waiting.length };
}

/** The durations (ms) of the last derivations, which a check for no user imitates (tests). */
export function derivationTimes(): number[] {
  return [...recentDurations];
}

/** How many scrypt derivations this process has started (tests). */
export function derivationCount() {
  return derivations;
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = (performance.now() - started) * (1 / hashingShare - 1);
    setTimeout(passTurn, rest);
  }
}

function passTurn() {
  const next = waiting.shift();
  // The turn passes straight to the next in line, so `running` stays as it is.
  if (next) next();
  else running -= 1;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inTurn(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    derivations += 1;
    const started = performance.now();
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) return reject(error);
      recentDurations.push(performance.now() - started);
      if (recentDurations.length > durationsKept) recentDurations.shift();
      resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return storedForm(salt, await derive(password, salt, cost));
}

/**
 * A hash made at once, outside the hashing turns: for the demo seed, which runs when a server
 * starts or from the command line, never for a request, so it takes no share of the requests'
 * core (and does not wait behind sign-ins queued for theirs).
 */
export async function hashPasswordAtOnce(password: string): Promise<string> {
  const salt = randomBytes(16);
  return storedForm(salt, await deriveNow(password, salt, cost));
}

function storedForm(salt: Buffer, hash: Buffer): string {
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

/**
 * The check of a password for a user name nobody has: false, after as long as a check of a
 * real one takes, without deriving anything. It queues for a hashing turn like a real check and
 * holds it for the time one of the last real derivations took (then rests as they do), so
 * neither its own time nor the time it adds to others' tells whether the name exists; and
 * guessing names costs no CPU.
 */
export async function verifyNoPassword(): Promise<false> {
  const duration = recentDurations.length
    ? recentDurations[randomInt(recentDurations.length)]!
    : assumedDuration;
  await inTurn(() => new Promise((resolve) => setTimeout(resolve, duration)));
  return false;
}

/**
 * Times one derivation at the standard cost, so that checks for unknown user names take as long
 * as real ones from the start (the sign-on provider calls it when it starts).
 */
export async function calibrateHashing(): Promise<void> {
  if (recentDurations.length === 0) await hashPassword('calibration');
}
