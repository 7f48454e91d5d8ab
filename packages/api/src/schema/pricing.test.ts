import { describe, expect, it } from 'vitest';
import {
  catalogueProductSchema,
  couponSchema,
  priceSummarySchema,
  type CatalogueProduct,
  type Coupon,
} from './checkout';
import { couponOutcome, priceSummary, standardVatRate, withVatCents } from './pricing';

// Every expected figure below was worked out by hand from the rules (net prices in cents; a
// percentage rounded half up to the cent per line; an amount off at most the line's net; VAT on
// the line's discounted net, rounded half up; gross = net - discount + VAT; totals = sums of
// the lines), never taken from the code's output. The arithmetic is in the comments.

const today = '2026-11-24';

const traclinkSmart: CatalogueProduct = {
  kind: 'traclink',
  id: 'traclink-smart',
  name: 'TracLink smart',
  prices: { setup: 4900, monthly: 1490, yearly: 14900 },
  freeMonths: 0,
};

const tenPercentOnYearly: Coupon = {
  code: 'HERBST10',
  discount: { kind: 'percentage', percent: 10 },
  periods: ['yearly'],
  validFrom: '2026-09-01',
  validTo: '2026-12-31',
};

const noAmounts = { netCents: 0, discountCents: 0, vatCents: 0, grossCents: 0 };

describe('priceSummary: a yearly TracLink licence with setup fee, 10 % off the yearly cost', () => {
  const summary = priceSummary(traclinkSmart, {
    period: 'yearly',
    coupon: tenPercentOnYearly,
    vatRate: standardVatRate,
    today,
  });

  // | line   | net   | discount                   | discounted | VAT 20 %           | gross        |
  // | setup  | 4900  | 0 (the coupon is yearly's) | 4900       | 4900 × 0.2 = 980   | 5880         |
  // | yearly | 14900 | 14900 × 0.1 = 1490         | 13410      | 13410 × 0.2 = 2682 | 16092        |
  // Totals: one-time = the setup line; recurring (yearly) = the yearly line.
  it.each([
    { period: 'setup', netCents: 4900, discountCents: 0, vatCents: 980, grossCents: 5880 },
    { period: 'yearly', netCents: 14900, discountCents: 1490, vatCents: 2682, grossCents: 16092 },
  ])(
    '$period: net $netCents, discount $discountCents, VAT $vatCents, gross $grossCents',
    (line) => {
      expect(summary.lines.find((each) => each.period === line.period)).toEqual(line);
    },
  );

  it('has the setup line first, then the yearly line, and no monthly line', () => {
    expect(summary.lines.map((line) => line.period)).toEqual(['setup', 'yearly']);
  });

  it('totals the one-time and the yearly costs to the cent', () => {
    expect(summary.totals).toEqual({
      oneTime: { netCents: 4900, discountCents: 0, vatCents: 980, grossCents: 5880 },
      recurring: { netCents: 14900, discountCents: 1490, vatCents: 2682, grossCents: 16092 },
    });
  });

  it('names the period, the VAT rate and the coupon as valid', () => {
    expect(summary).toMatchObject({
      productId: 'traclink-smart',
      period: 'yearly',
      vatRate: 20,
      coupon: { code: 'HERBST10', outcome: 'valid' },
    });
  });

  it('is what the price summary schema describes', () => {
    expect(priceSummarySchema.safeParse(summary).success).toBe(true);
  });
});

describe('priceSummary: a monthly period', () => {
  it('charges the monthly price, and a coupon on the yearly cost takes nothing off', () => {
    const summary = priceSummary(traclinkSmart, {
      period: 'monthly',
      coupon: tenPercentOnYearly,
      vatRate: 20,
      today,
    });
    // monthly: 1490, VAT 1490 × 0.2 = 298, gross 1788.
    expect(summary.lines).toEqual([
      { period: 'setup', netCents: 4900, discountCents: 0, vatCents: 980, grossCents: 5880 },
      { period: 'monthly', netCents: 1490, discountCents: 0, vatCents: 298, grossCents: 1788 },
    ]);
    expect(summary.totals.recurring).toEqual({
      netCents: 1490,
      discountCents: 0,
      vatCents: 298,
      grossCents: 1788,
    });
    expect(summary.period).toBe('monthly');
  });
});

describe('priceSummary: amount coupons', () => {
  const traclinkMobile: CatalogueProduct = {
    kind: 'traclink',
    id: 'traclink-mobile',
    name: 'TracLink mobile',
    prices: { setup: 4900, monthly: 990, yearly: 9900 },
    freeMonths: 3,
  };

  it('takes a line to 0 at most when the amount is larger than the line', () => {
    const summary = priceSummary(traclinkMobile, {
      period: 'monthly',
      coupon: {
        code: 'WILLKOMMEN',
        discount: { kind: 'amount', cents: 2500 },
        periods: ['monthly'],
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      },
      vatRate: 20,
      today,
    });
    // monthly: 990 - min(2500, 990) = 0, VAT 0, gross 0; setup untouched.
    expect(summary.lines).toEqual([
      { period: 'setup', netCents: 4900, discountCents: 0, vatCents: 980, grossCents: 5880 },
      { period: 'monthly', netCents: 990, discountCents: 990, vatCents: 0, grossCents: 0 },
    ]);
    expect(summary.totals.recurring).toEqual({
      netCents: 990,
      discountCents: 990,
      vatCents: 0,
      grossCents: 0,
    });
  });

  it('takes the amount off each line of its periods', () => {
    const summary = priceSummary(traclinkMobile, {
      period: 'monthly',
      coupon: {
        code: 'START5',
        discount: { kind: 'amount', cents: 500 },
        periods: ['setup', 'monthly'],
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      },
      vatRate: 20,
      today,
    });
    // setup: 4900 - 500 = 4400, VAT 880, gross 5280; monthly: 990 - 500 = 490, VAT 98, gross 588.
    expect(summary.lines).toEqual([
      { period: 'setup', netCents: 4900, discountCents: 500, vatCents: 880, grossCents: 5280 },
      { period: 'monthly', netCents: 990, discountCents: 500, vatCents: 98, grossCents: 588 },
    ]);
  });
});

describe('priceSummary: rounding half up to the cent, per line', () => {
  const monthlyOnly = (monthly: number): CatalogueProduct => ({
    kind: 'traclink',
    id: 'traclink-basic',
    name: 'TracLink basic',
    prices: { monthly },
    freeMonths: 0,
  });
  const percentOff = (percent: number, periods: Coupon['periods']): Coupon => ({
    code: `RABATT${percent}`,
    discount: { kind: 'percentage', percent },
    periods,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
  });

  it.each([
    // 15 % of 999 = 149.85 → 150; 999 - 150 = 849; VAT 849 × 0.2 = 169.8 → 170; 849 + 170.
    { monthly: 999, percent: 15, discountCents: 150, vatCents: 170, grossCents: 1019 },
    // 10 % of 1485 = 148.5 → 149 (up, not to the even 148); 1336; VAT 267.2 → 267; 1336 + 267.
    { monthly: 1485, percent: 10, discountCents: 149, vatCents: 267, grossCents: 1603 },
    // 15 % of 1001 = 150.15 → 150; 851; VAT 170.2 → 170; 851 + 170.
    { monthly: 1001, percent: 15, discountCents: 150, vatCents: 170, grossCents: 1021 },
  ])(
    '$percent % of $monthly cents: discount $discountCents, VAT $vatCents, gross $grossCents',
    ({ monthly, percent, discountCents, vatCents, grossCents }) => {
      const summary = priceSummary(monthlyOnly(monthly), {
        period: 'monthly',
        coupon: percentOff(percent, ['monthly']),
        vatRate: 20,
        today,
      });
      expect(summary.lines).toEqual([
        { period: 'monthly', netCents: monthly, discountCents, vatCents, grossCents },
      ]);
    },
  );

  it('rounds a VAT of half a cent up', () => {
    // VAT 10 %: 1485 × 0.1 = 148.5 → 149; gross 1485 + 149 = 1634.
    const summary = priceSummary(monthlyOnly(1485), { period: 'monthly', vatRate: 10, today });
    expect(summary.lines).toEqual([
      { period: 'monthly', netCents: 1485, discountCents: 0, vatCents: 149, grossCents: 1634 },
    ]);
  });

  it('rounds each line on its own and totals the rounded lines', () => {
    const product: CatalogueProduct = {
      kind: 'traclink',
      id: 'traclink-smart-retrofit',
      name: 'TracLink smart retrofit',
      prices: { setup: 4995, once: 1995, yearly: 14900 },
      freeMonths: 0,
    };
    const summary = priceSummary(product, {
      period: 'yearly',
      coupon: percentOff(10, ['setup', 'once']),
      vatRate: 20,
      today,
    });
    // setup: 10 % of 4995 = 499.5 → 500; 4495; VAT 899; gross 5394.
    // once:  10 % of 1995 = 199.5 → 200; 1795; VAT 359; gross 2154.
    // One-time total: the lines' sums (10 % of the 6990 together would be only 699).
    expect(summary.lines.slice(0, 2)).toEqual([
      { period: 'setup', netCents: 4995, discountCents: 500, vatCents: 899, grossCents: 5394 },
      { period: 'once', netCents: 1995, discountCents: 200, vatCents: 359, grossCents: 2154 },
    ]);
    expect(summary.totals.oneTime).toEqual({
      netCents: 6990,
      discountCents: 700,
      vatCents: 1258,
      grossCents: 7548,
    });
  });
});

describe('priceSummary: coupons outside their dates', () => {
  // No discount: yearly 14900, VAT 2980, gross 17880.
  const undiscountedYearly = {
    period: 'yearly',
    netCents: 14900,
    discountCents: 0,
    vatCents: 2980,
    grossCents: 17880,
  };

  it.each([
    { code: 'SOMMER10', validFrom: '2026-06-01', validTo: '2026-08-31', outcome: 'expired' },
    { code: 'WINTER10', validFrom: '2027-01-01', validTo: '2027-02-28', outcome: 'notYetValid' },
  ])('takes nothing off with $code, which is $outcome', ({ code, validFrom, validTo, outcome }) => {
    const summary = priceSummary(traclinkSmart, {
      period: 'yearly',
      coupon: { ...tenPercentOnYearly, code, validFrom, validTo },
      vatRate: 20,
      today,
    });
    expect(summary.lines[1]).toEqual(undiscountedYearly);
    expect(summary.totals.recurring).toEqual({
      netCents: 14900,
      discountCents: 0,
      vatCents: 2980,
      grossCents: 17880,
    });
    expect(summary.coupon).toEqual({ code, outcome });
  });

  it('has no coupon without one', () => {
    const summary = priceSummary(traclinkSmart, { period: 'yearly', vatRate: 20, today });
    expect(summary.coupon).toBeNull();
    expect(summary.lines[1]).toEqual(undiscountedYearly);
  });
});

describe('couponOutcome', () => {
  const coupon = { validFrom: '2026-09-01', validTo: '2026-12-31' };

  it.each([
    { day: '2026-08-31', outcome: 'notYetValid' },
    { day: '2026-09-01', outcome: 'valid' },
    { day: '2026-11-24', outcome: 'valid' },
    { day: '2026-12-31', outcome: 'valid' },
    { day: '2027-01-01', outcome: 'expired' },
  ])('on $day is $outcome', ({ day, outcome }) => {
    expect(couponOutcome(coupon, day)).toBe(outcome);
  });
});

describe('priceSummary: products without a setup fee', () => {
  it('has no one-time cost for a licence without setup fee', () => {
    const product: CatalogueProduct = {
      kind: 'traclink',
      id: 'traclink-mobile-nosetup',
      name: 'TracLink mobile',
      prices: { monthly: 990, yearly: 9900 },
      freeMonths: 0,
    };
    const summary = priceSummary(product, { period: 'yearly', vatRate: 20, today });
    // yearly: 9900, VAT 1980, gross 11880.
    expect(summary.lines).toEqual([
      { period: 'yearly', netCents: 9900, discountCents: 0, vatCents: 1980, grossCents: 11880 },
    ]);
    expect(summary.totals).toEqual({
      oneTime: noAmounts,
      recurring: { netCents: 9900, discountCents: 0, vatCents: 1980, grossCents: 11880 },
    });
  });

  it('has no recurring cost for a warranty paid once', () => {
    const warranty: CatalogueProduct = {
      kind: 'warranty',
      id: 'warranty-lintrac-2y',
      name: 'Garantieverlängerung 2 Jahre',
      prices: { once: 29900 },
      freeMonths: 0,
      modelIds: ['lintrac-100', 'lintrac-130'],
      maxVehicleAgeYears: 3,
    };
    const summary = priceSummary(warranty, { period: 'yearly', vatRate: 20, today });
    // once: 29900, VAT 5980, gross 35880.
    expect(summary.lines).toEqual([
      { period: 'once', netCents: 29900, discountCents: 0, vatCents: 5980, grossCents: 35880 },
    ]);
    expect(summary.totals).toEqual({
      oneTime: { netCents: 29900, discountCents: 0, vatCents: 5980, grossCents: 35880 },
      recurring: null,
    });
  });
});

describe('priceSummary: refused input', () => {
  it('refuses a period the product has no price for', () => {
    const yearlyOnly = { ...traclinkSmart, prices: { setup: 4900, yearly: 14900 } };
    expect(() => priceSummary(yearlyOnly, { period: 'monthly', vatRate: 20, today })).toThrow(
      RangeError,
    );
  });

  it('refuses a VAT rate that is not a whole percentage', () => {
    expect(() => priceSummary(traclinkSmart, { period: 'yearly', vatRate: 0.2, today })).toThrow(
      RangeError,
    );
  });
});

describe('checkout schemas', () => {
  it('refuses a price that is not a whole number of cents', () => {
    const result = catalogueProductSchema.safeParse({
      ...traclinkSmart,
      prices: { setup: 49.5 },
    });
    expect(result.success).toBe(false);
  });

  it('needs the models and the maximum vehicle age of a warranty', () => {
    const { success } = catalogueProductSchema.safeParse({
      kind: 'warranty',
      id: 'warranty-lintrac-2y',
      name: 'Garantieverlängerung 2 Jahre',
      prices: { once: 29900 },
      freeMonths: 0,
    });
    expect(success).toBe(false);
  });

  it('refuses a coupon that ends before it begins', () => {
    const result = couponSchema.safeParse({
      ...tenPercentOnYearly,
      validFrom: '2026-12-31',
      validTo: '2026-09-01',
    });
    expect(result.success).toBe(false);
  });

  it('accepts a coupon of whole percent and refuses 0 %', () => {
    expect(couponSchema.safeParse(tenPercentOnYearly).success).toBe(true);
    expect(
      couponSchema.safeParse({
        ...tenPercentOnYearly,
        discount: { kind: 'percentage', percent: 0 },
      }).success,
    ).toBe(false);
  });
});

describe('withVatCents: a list price with VAT, as a product page shows it', () => {
  it('adds 20 % and rounds half up to the cent, as a price line does', () => {
    expect(withVatCents(14900, 20)).toBe(17880);
    // 20 % of 9.99 is 1.998: 2.00.
    expect(withVatCents(999, 20)).toBe(1199);
    // 20 % of 0.02 is 0.004: nothing; of 0.03 is 0.006: a cent.
    expect(withVatCents(2, 20)).toBe(2);
    expect(withVatCents(3, 20)).toBe(4);
    expect(withVatCents(0, 20)).toBe(0);
  });
});
