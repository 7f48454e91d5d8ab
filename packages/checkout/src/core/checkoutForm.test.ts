import { checkoutInputSchema, renewalInputSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  lintracId,
  traclinkMobile,
  traclinkSmart,
  warrantyFiveYears,
  welcomeCoupon,
} from '../testing/demoData';
import {
  buildCheckoutInput,
  buildRenewalInput,
  effectivePeriod,
  initialFormState,
  periodsOf,
  type CheckoutFormState,
} from './checkoutForm';
import { previewSummary } from './preview';

const key = '2c3f5a1e-6b7d-4e21-9a3c-0d5e8f7a1b02';
const today = '2026-11-24';

const form = (change: Partial<CheckoutFormState> = {}): CheckoutFormState => ({
  ...initialFormState(lintracId),
  productId: traclinkSmart.id,
  termsAccepted: true,
  ...change,
});

describe('the checkout input', () => {
  it('orders the product, period and redeemed coupon with the preview total and the key', () => {
    const chosen = form({
      period: 'monthly',
      couponCode: 'willkommen20 ',
      appliedCoupon: welcomeCoupon,
    });
    const summary = previewSummary(traclinkSmart, {
      period: 'monthly',
      coupon: welcomeCoupon,
      today,
    });
    const input = buildCheckoutInput('traclink', chosen, traclinkSmart, summary, null, key);
    expect(input).toEqual({
      kind: 'traclink',
      vehicleId: lintracId,
      productId: 'traclink-smart',
      period: 'monthly',
      couponCode: 'WILLKOMMEN20',
      invoiceAddress: null,
      termsAccepted: true,
      // Setup 149 € less 20 % = 119.20 € + 20 % VAT = 143.04 €; monthly 19.90 € + VAT = 23.88 €.
      expectedTotalGrossCents: 14304 + 2388,
      idempotencyKey: key,
    });
    expect(checkoutInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no coupon code that was typed but not redeemed', () => {
    const summary = previewSummary(traclinkSmart, { period: 'yearly', coupon: null, today });
    const input = buildCheckoutInput(
      'traclink',
      form({ couponCode: 'TYPED' }),
      traclinkSmart,
      summary,
      null,
      key,
    );
    expect(input.couponCode).toBeNull();
    expect(input.expectedTotalGrossCents).toBe(17880 + 23880);
  });

  it('orders a warranty paid once with its one-time total', () => {
    const summary = previewSummary(warrantyFiveYears, { period: 'yearly', coupon: null, today });
    const input = buildCheckoutInput(
      'warranty',
      form({ productId: warrantyFiveYears.id }),
      warrantyFiveYears,
      summary,
      null,
      key,
    );
    expect(input.expectedTotalGrossCents).toBe(154800);
    expect(summary.totals.recurring).toBeNull();
  });

  it('carries a typed invoice address', () => {
    const address = {
      company: null,
      firstName: 'Anna',
      lastName: 'Huber',
      street: 'Hauptplatz 1',
      zip: '4020',
      city: 'Linz',
      country: 'AT' as const,
    };
    const summary = previewSummary(traclinkMobile, { period: 'yearly', coupon: null, today });
    const input = buildCheckoutInput('traclink', form(), traclinkMobile, summary, address, key);
    expect(input.invoiceAddress).toEqual(address);
  });

  it('refuses to build an order without a vehicle', () => {
    const summary = previewSummary(traclinkSmart, { period: 'yearly', coupon: null, today });
    expect(() =>
      buildCheckoutInput('traclink', form({ vehicleId: null }), traclinkSmart, summary, null, key),
    ).toThrow();
  });

  it('renews at the period chosen, without the setup fee', () => {
    const summary = previewSummary(traclinkSmart, {
      period: 'monthly',
      coupon: null,
      today,
      renewal: true,
    });
    const input = buildRenewalInput(form({ period: 'monthly' }), traclinkSmart, summary, null, key);
    expect(input).toEqual({
      period: 'monthly',
      couponCode: null,
      invoiceAddress: null,
      termsAccepted: true,
      expectedTotalGrossCents: 2388,
      idempotencyKey: key,
    });
    expect(renewalInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('periods', () => {
  it('offers the periods a product has prices for, none for one paid once', () => {
    expect(periodsOf(traclinkSmart)).toEqual(['monthly', 'yearly']);
    expect(periodsOf(warrantyFiveYears)).toEqual([]);
  });

  it('falls back to a period the product offers', () => {
    const yearlyOnly = { ...traclinkMobile, prices: { yearly: 9900 } };
    expect(effectivePeriod(yearlyOnly, 'monthly')).toBe('yearly');
    expect(effectivePeriod(traclinkSmart, 'monthly')).toBe('monthly');
  });
});
