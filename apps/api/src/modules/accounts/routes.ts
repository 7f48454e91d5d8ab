import { loyaltyCardHolderSchema, loyaltyCardParamsSchema } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { findCardHolder } from '../../plugins/customerRegister';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { initialsOf } from './initials';
import { personalDataRoutes } from './personalDataRoutes';
import { loyaltyCardMessages } from './texts';

/**
 * Card lookups per client address: 20 an hour, found or not. A card's holder scans it once or
 * twice; a code is 100 random bits, and this keeps even a list of stolen codes slow to read.
 */
export const loyaltyCardLookups: Limit = {
  name: 'loyalty-card-lookups',
  max: 20,
  windowMs: 60 * 60_000,
  per: 'address',
  message: loyaltyCardMessages.tooManyLookups,
};

/**
 * `GET /loyalty-cards/:code` (public): the landing of the loyalty card's QR code asks whose card
 * it is. An anonymous visitor learns the initials and the dealer, nothing more; a revoked or
 * unknown code is "customer not found".
 */
export const accountRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  await app.register(personalDataRoutes, { database });
  const lookups = app.limiter(loyaltyCardLookups);
  app.get(
    '/loyalty-cards/:code',
    {
      config: { public: true },
      // Counted before the code is validated: a malformed guess counts as much as any other.
      preValidation: async (request) => lookups.count(request),
      schema: {
        tags: ['accounts'],
        summary: 'The initials and the dealer of a loyalty card’s customer',
        params: loyaltyCardParamsSchema,
        response: answers(loyaltyCardHolderSchema),
      },
    },
    async (request) => {
      const holder = await findCardHolder(database.orm, request.params.code);
      if (!holder) throw new Refusal(404, request.t(loyaltyCardMessages.customerNotFound));
      const { customer, dealer } = holder;
      return success({
        initials: initialsOf(customer.firstName, customer.lastName),
        dealer: dealer && {
          id: dealer.id,
          name: dealer.name,
          street: dealer.street,
          zip: dealer.zip,
          city: dealer.city,
          country: dealer.country,
          phone: dealer.phone,
          email: dealer.email,
          website: dealer.website,
        },
      });
    },
  );
};
