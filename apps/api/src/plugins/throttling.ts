/*
 * Throttling in the memory of one API instance: counters per key (a user name, a client
 * address) in a window that starts with the key's first counted event. Enough for the
 * development provider and for limits that only have to slow guessing down; several instances
 * behind a load balancer each count on their own.
 */

export interface ThrottleLimits {
  /** Events within one window after which the key is blocked until the window ends. */
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Drop ended windows once the map holds this many keys. */
const pruneAt = 10_000;

export class Throttle {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for each key. */
  count(keys: readonly string[], events = 1): void {
    const now = this.now();
    if (this.windows.size >= pruneAt) this.pruneEnded(now);
    for (const key of keys) {
      const window = this.current(key, now);
      if (window) window.count += events;
      else this.windows.set(key, { count: events, endsAt: now + this.limits.windowMs });
    }
  }

  /** The events counted for a key in its current window. */
  counted(key: string): number {
    return this.current(key, this.now())?.count ?? 0;
  }

  /** Events a key may still have in its current window. */
  remaining(key: string): number {
    return Math.max(0, this.limits.limit - this.counted(key));
  }

  /** Milliseconds until every key may go on; 0 when none of them has reached the limit. */
  blockedFor(keys: readonly string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const window = this.current(key, now);
      if (window && window.count >= this.limits.limit) wait = Math.max(wait, window.endsAt - now);
    }
    return wait;
  }

  /** Forgets a key, e.g. a user name after its successful sign-in. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private pruneEnded(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}

/** Whole minutes to wait, as a message says them: never "0 minutes". */
export function minutesToWait(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 60_000));
}

/** Failed password checks (sign-in and password change): 5 per user name or address in 15 min. */
export const passwordFailureLimits: ThrottleLimits = { limit: 5, windowMs: 15 * 60_000 };

/** Picture uploads per user (each is decoded and re-encoded): 20 in 10 minutes. */
export const pictureUploadLimits: ThrottleLimits = { limit: 20, windowMs: 10 * 60_000 };

/** The keys a failed password check counts against. */
export function passwordFailureKeys(username: string, clientAddress: string): string[] {
  return [`user:${username.trim().toLowerCase()}`, `address:${clientAddress}`];
}
