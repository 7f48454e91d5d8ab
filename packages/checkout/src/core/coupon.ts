import {
  couponOutcome,
  couponOutcomeErrorKeys,
  type CheckoutFieldErrorKey,
  type Coupon,
  type FieldErrors,
} from '@lindner/api/schema';

/** What the coupon field says after "Einlösen": a known problem, the server's text, or no answer. */
export type CouponFeedback =
  { kind: 'key'; key: CheckoutFieldErrorKey } | { kind: 'text'; text: string } | { kind: 'failed' };

/** The parts of an `ApiError` the checkout decides by; null for a failure without an answer. */
export interface FailedAnswer {
  status: number | null;
  serverMessage: string | null;
  fieldErrors: FieldErrors;
}

/** Codes are compared as the server does: trimmed, whatever the case. */
export function sameCouponCode(code: string, other: string): boolean {
  return normalCouponCode(code) === normalCouponCode(other);
}

export function normalCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon the server knows: applied when valid today, else the reason it is not. */
export function checkCoupon(
  coupon: Coupon,
  today: string,
): { applied: Coupon | null; feedback: CouponFeedback | null } {
  const outcome = couponOutcome(coupon, today);
  return outcome === 'valid'
    ? { applied: coupon, feedback: null }
    : { applied: null, feedback: { kind: 'key', key: couponOutcomeErrorKeys[outcome] } };
}

/** Why a coupon could not be redeemed when the server did not answer with one. */
export function couponFailure(error: FailedAnswer | null): CouponFeedback {
  if (error?.status === 404) return { kind: 'key', key: 'couponUnknown' };
  if (error && error.status !== null && error.serverMessage) {
    return { kind: 'text', text: error.fieldErrors.couponCode ?? error.serverMessage };
  }
  return { kind: 'failed' };
}
