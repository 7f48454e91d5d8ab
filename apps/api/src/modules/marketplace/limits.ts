import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limit, Limiter } from '../../plugins/throttling/throttling';
import { adMessages } from './texts';

// What one user, and one client address (several users behind it), may do in the marketplace
// within an hour. Each pair is counted together (`countTogether`): either one reached refuses.

const hour = 60 * 60_000;

/** New ads per user: 10 an hour. */
export const adCreationsPerUser: Limit = {
  name: 'marketplace-ads-user',
  max: 10,
  windowMs: hour,
  message: adMessages.tooManyAds,
  per: 'user',
};
/** New ads per client address: 50 an hour. */
export const adCreationsPerAddress: Limit = {
  name: 'marketplace-ads-address',
  max: 50,
  windowMs: hour,
  message: adMessages.tooManyAds,
  per: 'address',
};

/** Replies and answers per user, together (each sends a mail): 20 an hour. */
export const adMessagesPerUser: Limit = {
  name: 'marketplace-messages-user',
  max: 20,
  windowMs: hour,
  message: adMessages.tooManyReplies,
  per: 'user',
};
/** Replies and answers per client address: 100 an hour. */
export const adMessagesPerAddress: Limit = {
  name: 'marketplace-messages-address',
  max: 100,
  windowMs: hour,
  message: adMessages.tooManyReplies,
  per: 'address',
};

/** Pictures and PDFs uploaded per user, together (each costs CPU and storage): 20 an hour. */
export const adUploadsPerUser: Limit = {
  name: 'marketplace-uploads-user',
  max: 20,
  windowMs: hour,
  message: adMessages.tooManyUploads,
  per: 'user',
};
/** Pictures and PDFs uploaded per client address: 100 an hour. */
export const adUploadsPerAddress: Limit = {
  name: 'marketplace-uploads-address',
  max: 100,
  windowMs: hour,
  message: adMessages.tooManyUploads,
  per: 'address',
};

/**
 * Limits counted together, where the counted thing happens: `count` refuses with 429 (the
 * message of the limit reached) when any of them is reached, and counts in all of them only
 * then; `{ peek: true }` only checks (before reading an upload, so that a refused caller's file
 * is not read at all).
 */
export function countTogether(app: FastifyInstance, ...limits: Limit[]): Limiter {
  const limiters = limits.map((limit) => app.limiter(limit));
  return {
    async count(request: FastifyRequest, { peek = false } = {}) {
      for (const limiter of limiters) await limiter.count(request, { peek: true });
      if (peek) return;
      for (const limiter of limiters) await limiter.count(request);
    },
  };
}
