import * as z from 'zod/mini';

// The services page of the personal area (SPEC.md section 1): Lindner's service offers, the
// external rental, home-visit and driver-training sites, and the contact persons of the user's
// dealer.

/** The service offers the page describes, each a message on the client. */
export const serviceOffers = [
  'maintenance',
  'originalParts',
  'warrantyExtension',
  'traclink',
  'driverTraining',
  'rental',
] as const;
export type ServiceOffer = (typeof serviceOffers)[number];

/** A person to call at the dealer. */
export const serviceContactSchema = z.object({
  name: z.string(),
  role: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type ServiceContact = z.infer<typeof serviceContactSchema>;

/**
 * `GET /services` (signed in): the offers, the external sites (opened in a new tab), and the
 * user's dealer (the one nearest to the profile's zip, or null without a zip) with its contacts.
 */
export const servicesSchema = z.object({
  offers: z.array(z.enum(serviceOffers)),
  externalLinks: z.object({
    rental: z.string(),
    homeVisit: z.string(),
    driverTraining: z.string(),
  }),
  dealer: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      phone: z.nullable(z.string()),
      email: z.nullable(z.string()),
      contacts: z.array(serviceContactSchema),
    }),
  ),
});
export type Services = z.infer<typeof servicesSchema>;
