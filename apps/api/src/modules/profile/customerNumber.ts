import {
  customerNumberInputSchema,
  loyaltyCardInputSchema,
  userProfileSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import {
  claimCustomerNumber,
  findCardHolder,
  type CustomerNumberClaim,
} from '../../plugins/customerRegister';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { claimCustomerNumberWithZip } from './repository';
import { customerNumberMessages } from './texts';
import { toUserProfile } from './userProfile';

/**
 * Attempts to add a customer number, each counted whatever its answer (once the body is
 * valid): 5 an hour per user and per client address, so that guessing numbers and postal codes
 * against the register stays slow.
 */
export const customerNumberAttempts: Limit = {
  name: 'customer-number-attempts',
  max: 5,
  windowMs: 60 * 60_000,
  message: customerNumberMessages.tooManyAttempts,
};

/**
 * `PUT /user/profile/customer-number`: a user whose account lacks the customer number of their
 * invoice or loyalty card adds it, with the postal code Lindner's register holds for it. Neither
 * alone is enough, and a number once in the profile is changed only by customer service.
 */
export const customerNumberRoutes: SchemaRoutes<{ orm: Orm }> = async (app, { orm }) => {
  app.put(
    '/user/profile/customer-number',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add the customer number of the caller’s invoice, checked with the postal code',
        body: customerNumberInputSchema,
        response: answers(userProfileSchema),
      },
      preHandler: app.throttle(customerNumberAttempts),
    },
    async (request) => {
      const claim = await claimCustomerNumberWithZip(orm, callerOf(request).id, request.body);
      if (claim.outcome === 'unknown') {
        const message = request.t(customerNumberMessages.unknown);
        throw new Refusal(400, message, { customerNr: message });
      }
      return answerOf(request, claim);
    },
  );

  /**
   * `PUT /user/profile/customer-number/loyalty-card`: the user followed their loyalty card's QR
   * code (the landing, then sign-in or registration): the card is the proof, so it adds the
   * number without the postal code. Counted with the attempts above.
   */
  app.put(
    '/user/profile/customer-number/loyalty-card',
    {
      schema: {
        tags: ['profile'],
        summary: 'Add the customer number of the caller’s loyalty card, by the card’s code',
        body: loyaltyCardInputSchema,
        response: answers(userProfileSchema),
      },
      preHandler: app.throttle(customerNumberAttempts),
    },
    async (request) => {
      const holder = await findCardHolder(orm, request.body.code);
      const claim: CustomerNumberClaim = holder
        ? await claimCustomerNumber(
            orm,
            callerOf(request).id,
            holder.customer.customerNr,
            () => true,
          )
        : { outcome: 'unknown' };
      if (claim.outcome === 'unknown') {
        throw new Refusal(404, request.t(customerNumberMessages.cardUnknown));
      }
      return answerOf(request, claim);
    },
  );
};

function answerOf(
  request: FastifyRequest,
  claim: Exclude<CustomerNumberClaim, { outcome: 'unknown' }>,
) {
  switch (claim.outcome) {
    case 'added':
      return success(toUserProfile(claim.row));
    case 'taken':
      throw new Refusal(409, request.t(customerNumberMessages.taken));
    case 'alreadySet':
      throw new Refusal(409, request.t(customerNumberMessages.alreadySet));
  }
}
