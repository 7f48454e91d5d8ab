import type { CheckoutFormState } from './checkoutForm';
import { sameCouponCode } from './coupon';

/** The sections of the checkout page, in order. */
export const checkoutSteps = ['vehicle', 'product', 'coupon', 'address', 'terms'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface StepContext {
  /** Whether the product chosen is among the products offered. */
  productOffered: boolean;
  /** Whether the invoice address is valid: the profile's, or the one typed. */
  addressValid: boolean;
}

/** Which sections are complete; the coupon is optional, so complete unless one is pending. */
export function completedSteps(
  form: CheckoutFormState,
  { productOffered, addressValid }: StepContext,
): Record<CheckoutStep, boolean> {
  const typedCode = form.couponCode.trim();
  return {
    vehicle: form.vehicleId !== null,
    product: form.productId !== null && productOffered,
    // A typed code not redeemed (or redeemed but changed since) would silently not count.
    coupon:
      typedCode === '' ||
      (form.appliedCoupon !== null && sameCouponCode(form.appliedCoupon.code, typedCode)),
    address: addressValid,
    terms: form.termsAccepted,
  };
}

/** The first section not complete yet, or null when the order can be placed. */
export function firstIncompleteStep(steps: Record<CheckoutStep, boolean>): CheckoutStep | null {
  return checkoutSteps.find((step) => !steps[step]) ?? null;
}
