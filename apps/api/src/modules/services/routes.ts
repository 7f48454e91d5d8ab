import { serviceOffers, servicesSchema, type Services } from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { nearestDealer, type DealerRow } from '../../plugins/dealerDirectory';
import { success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { serviceExternalLinks } from './externalLinks';
import { serviceContactRoles } from './texts';

function dealerOf(request: FastifyRequest, row: DealerRow): NonNullable<Services['dealer']> {
  const contacts = [
    row.contactPerson && { ...row.contactPerson, role: serviceContactRoles.contactPerson },
    row.areaSalesManager && { ...row.areaSalesManager, role: serviceContactRoles.areaSalesManager },
  ].flatMap((contact) =>
    contact
      ? [
          {
            name: contact.name,
            role: request.t(contact.role),
            phone: contact.phone,
            email: contact.email,
          },
        ]
      : [],
  );
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    phone: row.phone,
    email: row.email,
    contacts,
  };
}

/**
 * `GET /services` (signed in): Lindner's service offers, the external rental, home-visit and
 * driver-training sites, and the dealer nearest to the caller's profile zip with its contact
 * person and Lindner's area sales manager (null without a zip).
 */
export const servicesRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The service offers and the dealer nearest to the caller',
        response: answers(servicesSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const dealer = await nearestDealer(orm, caller.zip, caller.country);
      return success({
        offers: [...serviceOffers],
        externalLinks: serviceExternalLinks,
        dealer: dealer ? dealerOf(request, dealer) : null,
      } satisfies Services);
    },
  );
};
