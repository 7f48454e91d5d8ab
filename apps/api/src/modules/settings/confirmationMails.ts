import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../plugins/envelope';
import { confirmationMailLimitMessages } from './texts';

/**
 * 429 with the envelope and a message saying in how many minutes the next confirmation mail to
 * the address is possible; `Retry-After` in seconds.
 */
export function refuseConfirmationMailTooSoon(
  request: FastifyRequest,
  reply: FastifyReply,
  nextAt: Date,
  now = new Date(),
) {
  const seconds = Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send(failure(request.t(confirmationMailLimitMessages.tooSoon, { minutes })));
}
