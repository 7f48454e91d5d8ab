/*
 * Wrong passwords at the development provider (sign-in and password change), counted as
 * Keycloak's brute-force detection does, but per user name AND client address, so that nobody
 * can lock an account out from every address:
 *
 * - a user-name-and-address pair may fail 5 times; after the 5th failure it waits 30 s, after
 *   each further one twice as long as before, at most 15 minutes; a success clears the pair, and
 *   12 hours without a failure forget it (15 minutes, while it has not had to wait: so a flood
 *   of made-up names leaves few records behind);
 * - an address may fail 20 times in 15 minutes, whatever names it tries; then it waits for the
 *   rest of those 15 minutes.
 *
 * The check comes before the password is hashed and counts the attempt at once, as a failure
 * until the right password clears it: so the check and the count are one atomic step, and
 * guesses sent at the same moment cannot all pass before the first one is counted.
 */

/** The rules above, as numbers (tests try others). */
export interface SignInFailureRules {
  /** Failures of one pair before it has to wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with each further failure. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A pair's failures are forgotten this long after its last one... */
  forgetPairAfterMs: number;
  /** ...or this long while they are fewer than `freeFailures`. */
  forgetFreeFailuresAfterMs: number;
  /** Failures of one address, whatever user names, within `addressWindowMs`. */
  addressLimit: number;
  /** The address's window starts with its first failure. */
  addressWindowMs: number;
}

export const signInFailureRules: SignInFailureRules = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetPairAfterMs: 12 * 60 * 60_000,
  forgetFreeFailuresAfterMs: 15 * 60_000,
  addressLimit: 20,
  addressWindowMs: 15 * 60_000,
};

/** Where the counts live: this process's memory, or Redis for several API instances. */
export interface SignInFailures {
  /**
   * Before a password is checked: 0 and the attempt counted as a failure of its pair and
   * address, or the milliseconds the pair or the address still has to wait (nothing counted).
   */
  attempt(username: string, address: string): Promise<number>;
  /** The right password: the pair's failures end, and the attempt is taken back from the address. */
  succeeded(username: string, address: string): Promise<void>;
}

/** The one spelling of a user name that counts: `Farmer ` and `farmer` are one name. */
export function countedName(username: string): string {
  return username.trim().toLowerCase();
}

/** How long after its last failure a pair with this many failures is kept. */
export function pairKept(rules: SignInFailureRules, failures: number): number {
  return failures < rules.freeFailures ? rules.forgetFreeFailuresAfterMs : rules.forgetPairAfterMs;
}

/** The wait of a pair after `failures` failures, the last one at `lastAt`; 0 when it may go on. */
export function pairWait(
  rules: SignInFailureRules,
  failures: number,
  lastAt: number,
  now: number,
): number {
  if (failures < rules.freeFailures) return 0;
  const wait = Math.min(rules.maxWaitMs, rules.firstWaitMs * 2 ** (failures - rules.freeFailures));
  return Math.max(0, lastAt + wait - now);
}

interface PairRecord {
  failures: number;
  lastAt: number;
}

interface AddressWindow {
  failures: number;
  endsAt: number;
}

/** Records kept at most; beyond, ended ones go first, then the oldest (a flood of new names). */
const mostRecords = 100_000;

/** The counts in the memory of one API instance (the default). */
export class MemorySignInFailures implements SignInFailures {
  private readonly pairs = new Map<string, PairRecord>();
  private readonly addresses = new Map<string, AddressWindow>();

  constructor(
    private readonly rules: SignInFailureRules = signInFailureRules,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(username: string, address: string): Promise<number> {
    const now = this.now();
    const pairKey = `${countedName(username)}\n${address}`;
    const window = this.currentWindow(address, now);
    if (window && window.failures >= this.rules.addressLimit) return window.endsAt - now;
    const pair = this.currentPair(pairKey, now);
    const wait = pair ? pairWait(this.rules, pair.failures, pair.lastAt, now) : 0;
    if (wait > 0) return wait;

    this.makeRoom(now);
    // Deleted and set again, so that the maps stay in the order of last use.
    this.pairs.delete(pairKey);
    this.pairs.set(pairKey, { failures: (pair?.failures ?? 0) + 1, lastAt: now });
    if (window) window.failures += 1;
    else {
      this.addresses.set(address, {
        failures: 1,
        endsAt: now + this.rules.addressWindowMs,
      });
    }
    return 0;
  }

  async succeeded(username: string, address: string): Promise<void> {
    this.pairs.delete(`${countedName(username)}\n${address}`);
    const window = this.currentWindow(address, this.now());
    if (window) window.failures = Math.max(0, window.failures - 1);
  }

  private currentPair(key: string, now: number): PairRecord | undefined {
    const pair = this.pairs.get(key);
    if (pair && pair.lastAt + pairKept(this.rules, pair.failures) <= now) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  private currentWindow(address: string, now: number): AddressWindow | undefined {
    const window = this.addresses.get(address);
    if (window && window.endsAt <= now) {
      this.addresses.delete(address);
      return undefined;
    }
    return window;
  }

  private makeRoom(now: number) {
    if (this.pairs.size + this.addresses.size < mostRecords) return;
    for (const [key, pair] of this.pairs) {
      if (pair.lastAt + pairKept(this.rules, pair.failures) <= now) this.pairs.delete(key);
    }
    for (const [address, window] of this.addresses) {
      if (window.endsAt <= now) this.addresses.delete(address);
    }
    for (const map of [this.pairs, this.addresses]) {
      for (const key of map.keys()) {
        if (this.pairs.size + this.addresses.size < mostRecords * 0.9) return;
        map.delete(key);
      }
    }
  }
}
