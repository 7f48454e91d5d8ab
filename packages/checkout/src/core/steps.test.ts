import { describe, expect, it } from 'vitest';
import { welcomeCoupon } from '../testing/demoData';
import { initialFormState } from './checkoutForm';
import { completedSteps, firstIncompleteStep } from './steps';

const ready = { productOffered: true, addressValid: true };

describe('the steps of the checkout', () => {
  it('are open at first, the coupon aside', () => {
    const steps = completedSteps(initialFormState(), {
      productOffered: false,
      addressValid: false,
    });
    expect(steps).toEqual({
      vehicle: false,
      product: false,
      coupon: true,
      address: false,
      terms: false,
    });
    expect(firstIncompleteStep(steps)).toBe('vehicle');
  });

  it('are complete with a vehicle, a product, an address and the terms', () => {
    const form = { ...initialFormState('v1'), productId: 'p', termsAccepted: true };
    expect(firstIncompleteStep(completedSteps(form, ready))).toBeNull();
  });

  it('wait for a typed coupon code to be redeemed', () => {
    const form = {
      ...initialFormState('v1'),
      productId: 'p',
      termsAccepted: true,
      couponCode: 'willkommen20',
    };
    expect(firstIncompleteStep(completedSteps(form, ready))).toBe('coupon');
    const redeemed = { ...form, appliedCoupon: welcomeCoupon };
    expect(firstIncompleteStep(completedSteps(redeemed, ready))).toBeNull();
  });
});
