import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { ContractItemKind } from './contractItems';

// The checkout's plain values, without zod: checkout.ts builds its schemas from them, and the
// checkout widget on a CMS page reads them (zod would take most of its budget). The invoice
// address's rules are in invoiceAddressRules.ts.

/** The periods a catalogue price is charged for (SPEC.md section 4). */
export const pricePeriods = ['once', 'setup', 'monthly', 'yearly'] as const;
export type PricePeriod = (typeof pricePeriods)[number];

/** The periods a subscription is paid by; the customer chooses one at checkout. */
export const subscriptionPeriods = ['monthly', 'yearly'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

/** Charged once, when the order is placed: the setup fee and the once price. */
export const oneTimePeriods = ['setup', 'once'] as const satisfies readonly PricePeriod[];

/**
 * The highest catalogue amount, 10 million euros in cents: far above any licence or warranty,
 * and low enough that cents times a percentage stays an exact integer in a JavaScript number.
 */
export const largestCatalogueCents = 1_000_000_000;

/** Whether a coupon counts on a day: inside its dates, after them, or before them. */
export const couponOutcomes = ['valid', 'expired', 'notYetValid'] as const;
export type CouponOutcome = (typeof couponOutcomes)[number];

/** The kinds of item the checkout sells: every kind of contract item (`contractItemKinds`). */
export const checkoutKinds = [
  'traclink',
  'warranty',
] as const satisfies readonly ContractItemKind[];

/**
 * Field error keys of the checkout besides the general ones (fieldErrors.ts): the terms not
 * accepted, and a coupon code that is unknown, expired or not valid yet.
 */
export const checkoutFieldErrorKeys = [
  'termsRequired',
  'couponUnknown',
  'couponExpired',
  'couponNotYetValid',
] as const;
export type CheckoutFieldErrorKey = (typeof checkoutFieldErrorKeys)[number];

export function isCheckoutFieldErrorKey(value: string): value is CheckoutFieldErrorKey {
  return (checkoutFieldErrorKeys as readonly string[]).includes(value);
}

/** The wording of the checkout's field error keys, the same on client and server. */
export const checkoutFieldErrorMessages = defineMessages({
  termsRequired: {
    id: 'api.fieldError.termsRequired',
    defaultMessage: 'Bitte akzeptiere die AGB und die Widerrufsbelehrung.',
  },
  couponUnknown: {
    id: 'api.fieldError.couponUnknown',
    defaultMessage: 'Diesen Gutscheincode kennen wir nicht.',
  },
  couponExpired: {
    id: 'api.fieldError.couponExpired',
    defaultMessage: 'Dieser Gutscheincode ist abgelaufen.',
  },
  couponNotYetValid: {
    id: 'api.fieldError.couponNotYetValid',
    defaultMessage: 'Dieser Gutscheincode gilt noch nicht.',
  },
}) satisfies Record<CheckoutFieldErrorKey, MessageDescriptor>;

/** The field error key of a coupon that does not count (its outcome is not `valid`). */
export const couponOutcomeErrorKeys = {
  expired: 'couponExpired',
  notYetValid: 'couponNotYetValid',
} as const satisfies Record<Exclude<CouponOutcome, 'valid'>, CheckoutFieldErrorKey>;

/**
 * An order's status: `ordered` while Lindner processes it (a licence's device is installed, a
 * warranty is registered), `completed` once staff have done so, `cancelled` when it was called
 * off before that.
 */
export const orderStatuses = ['ordered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How an order came about: the checkout, a renewal now, or a licence renewing on its date. */
export const orderTypes = ['order', 'renewal', 'automaticRenewal'] as const;
export type OrderType = (typeof orderTypes)[number];

/** An active item whose end is at most this many days away shows as `expiring` (computed). */
export const contractItemExpiringDays = 60;
