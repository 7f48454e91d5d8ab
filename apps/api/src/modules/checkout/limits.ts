import type { Limit } from '../../plugins/throttling/throttling';
import { checkoutMessages } from './texts';

// The checkout's limits, each counted per signed-in user and per client address.

/** Coupon code lookups (they would let a user guess codes): 30 in 10 minutes. */
export const couponLookups: Limit = {
  name: 'checkout-coupon-lookups',
  max: 30,
  windowMs: 10 * 60_000,
  message: checkoutMessages.tooManyCouponLookups,
};

/**
 * Orders and renewals placed (each computes prices, stores an order and mails its
 * confirmation): 10 in 10 minutes. Only a new order counts: a submit repeating an idempotency
 * key answers the order of that key and is never counted (ordering.ts, `placeOrder`).
 */
export const checkoutSubmits: Limit = {
  name: 'checkout-submits',
  max: 10,
  windowMs: 10 * 60_000,
  message: checkoutMessages.tooManyOrders,
};
