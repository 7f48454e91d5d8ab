import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/*
 * The development provider's storage of sessions, grants, codes and tokens, in memory as
 * oidc-provider's own memory adapter keeps them, but one store per provider and with a way to
 * end everything of one account: a password change must end the account's other sign-ins.
 */

interface Entry {
  model: string;
  id: string;
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity for entries without an expiry. */
  expiresAt: number;
}

/** Check expired entries once this many have been written. */
const pruneEvery = 200;

export class SignOnStore {
  private readonly entries = new Map<string, Entry>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The adapter factory for oidc-provider's `adapter` setting. */
  readonly adapter: AdapterFactory = (model) => this.adapterFor(model);

  /**
   * Ends every session of the account but the one named `keepSessionId`, and every grant with
   * its codes and refresh and access tokens that this kept session does not hold. Returns the
   * number of sessions ended.
   */
  endSignInsOf(accountId: string, keepSessionId?: string): number {
    const kept = keepSessionId ? this.live('Session', keepSessionId) : undefined;
    const keepSession = kept?.accountId === accountId ? keepSessionId : undefined;
    const keptGrants = new Set(
      Object.values(keepSession ? (kept?.authorizations ?? {}) : {})
        .map((authorization) => authorization?.grantId)
        .filter((grantId): grantId is string => typeof grantId === 'string'),
    );
    let ended = 0;
    for (const [key, entry] of this.entries) {
      if (entry.payload.accountId !== accountId) continue;
      if (entry.model === 'Session' && entry.id !== keepSession) {
        this.entries.delete(key);
        ended += 1;
      } else if (entry.model === 'Grant' && !keptGrants.has(entry.id)) {
        this.entries.delete(key);
        this.revokeByGrantId(entry.id);
      }
    }
    return ended;
  }

  private adapterFor(model: string): Adapter {
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(keyOf(model, id), {
          model,
          id,
          payload,
          expiresAt: typeof expiresIn === 'number' ? this.now() + expiresIn * 1000 : Infinity,
        });
        this.writes += 1;
        if (this.writes % pruneEvery === 0) this.pruneExpired();
      },
      find: async (id) => this.live(model, id),
      findByUid: async (uid) => this.findWhere(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) =>
        this.findWhere(model, (payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.live(model, id);
        if (payload) payload.consumed = Math.floor(this.now() / 1000);
      },
      destroy: async (id) => {
        this.entries.delete(keyOf(model, id));
      },
      revokeByGrantId: async (grantId) => this.revokeByGrantId(grantId),
    };
  }

  private live(model: string, id: string): AdapterPayload | undefined {
    const entry = this.entries.get(keyOf(model, id));
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(keyOf(model, id));
      return undefined;
    }
    return entry.payload;
  }

  private findWhere(model: string, matches: (payload: AdapterPayload) => boolean) {
    for (const entry of this.entries.values()) {
      if (entry.model === model && matches(entry.payload)) return this.live(model, entry.id);
    }
    return undefined;
  }

  /** Codes and tokens of a grant; the grant itself is a Grant entry of its own. */
  private revokeByGrantId(grantId: string) {
    for (const [key, entry] of this.entries) {
      if (entry.model !== 'Grant' && entry.payload.grantId === grantId) this.entries.delete(key);
    }
  }

  private pruneExpired() {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}

function keyOf(model: string, id: string): string {
  return `${model}:${id}`;
}
