import rateLimit from '@fastify/rate-limit';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { Refusal } from '../envelope';
import { unencapsulated } from '../unencapsulated';

/**
 * A limit on something a caller may do: at most `max` times in `windowMs`, counted per signed-in
 * user and per client address (either alone reaching it refuses), so that neither one account
 * from many addresses nor many accounts from one address get past it.
 */
export interface Limit {
  /** Unique among limits: it keys the counts (`ad-replies`). */
  name: string;
  max: number;
  windowMs: number;
  /** The refusal; `{minutes}` is the wait. Without it, the general "too many requests". */
  message?: MessageDescriptor;
  /** Count per address only (public forms without a caller), or per user only. */
  per?: 'user and address' | 'address' | 'user';
}

export interface ThrottlingOptions {
  /** Redis, so that every API instance shares its counts; null counts in this process. */
  redisUrl: string | null;
  /** The prefix of this deployment's keys in Redis. */
  namespace?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler counting each request against a limit; once the limit is reached the
     * request is refused with 429, `Retry-After` and the limit's message in the caller's
     * language, before the handler runs.
     */
    throttle(limit: Limit): preHandlerAsyncHookHandler;
    /** A counter to call where the counted thing happens (a mail about to be sent). */
    limiter(limit: Limit): Limiter;
    /** The shared store's connection, or null when counts stay in this process. */
    throttleRedis: Redis | null;
  }
}

export interface Limiter {
  /**
   * Counts the request; throws the 429 (in the envelope, with its message) when the limit is
   * reached. With `{ peek: true }` it only checks.
   */
  count(request: FastifyRequest, options?: { peek?: boolean }): Promise<void>;
}

type CheckLimit = (
  request: FastifyRequest,
  options?: { increment?: boolean },
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number; remaining?: number }>;

/**
 * Every limit of the API through one plugin over @fastify/rate-limit: its store in memory, or in
 * Redis (`REDIS_URL`) when several API instances share their counts. Routes name their limits
 * (`preHandler: app.throttle(adReplies)`) or count at the place (`app.limiter(mails)`).
 */
export const throttling = unencapsulated<ThrottlingOptions>(
  'throttling',
  async (app: FastifyInstance, { redisUrl, namespace = 'lindner:throttle:' }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    app.decorate('throttleRedis', redis);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: namespace } : {}),
    });

    const create = (options: {
      name: string;
      max: number;
      windowMs: number;
      key: (request: FastifyRequest) => string;
    }): CheckLimit =>
      app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `${options.name}:${options.key(request)}`,
      }) as unknown as CheckLimit;

    // One limiter per limit: every place that counts a limit counts into the same store.
    const limiters = new Map<string, Limiter>();
    app.decorate('limiter', (limit: Limit): Limiter => {
      const known = limiters.get(limit.name);
      if (known) return known;
      const limiter = createLimiter(limit);
      limiters.set(limit.name, limiter);
      return limiter;
    });

    function createLimiter(limit: Limit): Limiter {
      const per = limit.per ?? 'user and address';
      const checks: CheckLimit[] = [];
      if (per !== 'address') {
        checks.push(create({ ...limit, key: (request) => `user:${userKey(request)}` }));
      }
      if (per !== 'user') {
        checks.push(create({ ...limit, key: (request) => `address:${request.ip}` }));
      }
      return {
        async count(request, { peek = false } = {}) {
          let wait = 0;
          for (const check of checks) {
            const result = await check(request, { increment: !peek });
            const reached = peek ? result.remaining === 0 : result.isExceeded;
            if (reached) wait = Math.max(wait, result.ttl ?? limit.windowMs);
          }
          if (wait > 0) throw new TooManyRequests(request, wait, limit.message);
        },
      };
    }

    app.decorate('throttle', (limit: Limit): preHandlerAsyncHookHandler => {
      const limiter = app.limiter(limit);
      return async (request) => limiter.count(request);
    });
  },
);

function userKey(request: FastifyRequest): string {
  const caller = (request as { caller?: { id: string } | null }).caller;
  return caller ? caller.id : `anonymous@${request.ip}`;
}

/** A refused request: 429 with `Retry-After` and the limit's message in the envelope. */
export class TooManyRequests extends Refusal {
  constructor(request: FastifyRequest, waitMs: number, message?: MessageDescriptor) {
    super(
      429,
      request.t(message ?? throttlingMessages.tooManyRequests, {
        minutes: minutesToWait(waitMs),
      }),
      undefined,
      { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    );
  }
}

/** Whole minutes to wait, as a message says them: never "0 minutes". */
export function minutesToWait(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 60_000));
}

export const throttlingMessages = defineMessages({
  tooManyRequests: {
    id: 'server.throttling.tooManyRequests',
    description: 'Any limit without a message of its own was reached.',
    defaultMessage:
      'Das war zu oft in kurzer Zeit. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
