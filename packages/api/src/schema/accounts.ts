import * as z from 'zod/mini';
import { dealerCountries } from './dealerQuery';

// The loyalty card's landing (issue 31): the card's QR code leads to the portal with a code of
// the card, which names a customer of Lindner's register.

/** A card's code: 20 characters of Crockford's base 32 (any case). */
export const loyaltyCardCodePattern = /^[0-9A-HJKMNP-TV-Z]{20}$/i;

/** `GET /loyalty-cards/:code`, `PUT /user/profile/customer-number/loyalty-card`: the card's code. */
export const loyaltyCardCodeSchema = z
  .string({ error: 'required' })
  .check(z.regex(loyaltyCardCodePattern, { error: 'invalid' }));

export const loyaltyCardParamsSchema = z.object({ code: loyaltyCardCodeSchema });
export const loyaltyCardInputSchema = z.object({ code: loyaltyCardCodeSchema });
export type LoyaltyCardInput = z.input<typeof loyaltyCardInputSchema>;

/** The card's customer as an anonymous visitor may see them: initials and the dealer. */
export const loyaltyCardHolderSchema = z.object({
  /** `M. B.`: the first name's and the last name's initial (the last name's alone without one). */
  initials: z.string(),
  /** The customer's dealer, where the register names one. */
  dealer: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string(),
      zip: z.string(),
      city: z.string(),
      country: z.enum(dealerCountries),
      phone: z.nullable(z.string()),
      email: z.nullable(z.string()),
      website: z.nullable(z.string()),
    }),
  ),
});
export type LoyaltyCardHolder = z.infer<typeof loyaltyCardHolderSchema>;

// All my data (issue 33 point 4): the export of everything the portal holds about the user, and
// the account's deletion.

/** What deleting the account removes, one line each in the summary. */
export const accountDeletionItems = [
  'profile',
  'farm',
  'vehicles',
  'diaryEntries',
  'contracts',
  'classifiedAds',
  'adReplies',
  'eventRegistrations',
  'posts',
  'savedMachines',
  'consents',
  'newsletter',
] as const;
export type AccountDeletionItem = (typeof accountDeletionItems)[number];

/** `GET /user/account-deletion`: what goes, counted, and what the law keeps. */
export const accountDeletionSummarySchema = z.object({
  deleted: z.array(z.object({ item: z.enum(accountDeletionItems), count: z.number() })),
  kept: z.object({
    /** The user's orders: kept with their invoice address as tax records. */
    orders: z.number(),
    /** The last day they are kept (YYYY-MM-DD): ten years after the latest order's year; null without orders. */
    until: z.nullable(z.string()),
  }),
});
export type AccountDeletionSummary = z.infer<typeof accountDeletionSummarySchema>;

/**
 * How recent the sign-in must be for `DELETE /user` (seconds): the user confirms with the
 * password at the sign-on provider just before.
 */
export const accountDeletionSignInMaxAgeSeconds = 5 * 60;
