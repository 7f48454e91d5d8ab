import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Throttled } from './signOnPages';

/**
 * Limits on what sends mail from the provider's pages: per connection and per recipient address
 * (either reached refuses), counted in the throttling plugin's store, shared by the API's
 * instances. The address is counted whoever asks, so nobody can flood one mailbox.
 */
export interface AccountLimit {
  /** Unique among limits: it keys the counts. */
  name: string;
  perConnection: number;
  perAddress: number;
  windowMs: number;
}

const hourMs = 60 * 60_000;

export const registrationLimit: AccountLimit = {
  name: 'sign-on-registration',
  perConnection: 10,
  perAddress: 3,
  windowMs: hourMs,
};

export const resetLimit: AccountLimit = {
  name: 'sign-on-reset',
  perConnection: 10,
  perAddress: 3,
  windowMs: hourMs,
};

export const resendLimit: AccountLimit = {
  name: 'sign-on-verification-resend',
  perConnection: 10,
  perAddress: 3,
  windowMs: hourMs,
};

/** Counts a request to an address; the wait when either count is over its limit. */
export type CountAttempt = (request: FastifyRequest, address: string) => Promise<Throttled | null>;

export function accountLimiter(app: FastifyInstance, limit: AccountLimit): CountAttempt {
  const addresses = new WeakMap<FastifyRequest, string>();
  const checks = [
    app.createRateLimit({
      max: limit.perConnection,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:connection:${request.ip}`,
    }),
    app.createRateLimit({
      max: limit.perAddress,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:to:${addresses.get(request) ?? ''}`,
    }),
  ];
  return async (request, address) => {
    addresses.set(request, address);
    let wait = 0;
    for (const check of checks) {
      const result = (await check(request)) as { isExceeded?: boolean; ttl?: number };
      if (result.isExceeded) wait = Math.max(wait, result.ttl ?? limit.windowMs);
    }
    return wait > 0 ? { seconds: Math.max(1, Math.ceil(wait / 1000)) } : null;
  };
}
