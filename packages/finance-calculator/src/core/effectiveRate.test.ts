import { describe, expect, it } from 'vitest';
import { computeFinancePlan } from './computeFinancePlan';
import { effectiveRates, internalRateOfReturn } from './effectiveRate';

describe('effectiveRates', () => {
  it('equals the plan rate without fees', () => {
    expect(
      effectiveRates(computeFinancePlan({ price: 60000, plan: 'third' })).withoutFees,
    ).toBeCloseTo(0.0099, 10);
    expect(
      effectiveRates(computeFinancePlan({ price: 60000, plan: 'fifth' })).withoutFees,
    ).toBeCloseTo(0.0199, 10);
  });

  it('rises with the fees paid at purchase: the third plan of 60,000 EUR', () => {
    // Flows 39,295.06 now, −20,396 and −20,198 later: 20198 x² + 20396 x − 39295.06 = 0,
    // x = 1 / (1 + r).
    const x = (-20396 + Math.sqrt(20396 ** 2 + 4 * 20198 * 39295.06)) / (2 * 20198);
    const rates = effectiveRates(computeFinancePlan({ price: 60000, plan: 'third' }));
    expect(rates.withFees).toBeCloseTo(1 / x - 1, 9);
    expect(rates.withFees).toBeCloseTo(0.022, 4);
  });

  it('is higher with fees than without on the fifth plan', () => {
    const rates = effectiveRates(computeFinancePlan({ price: 60000, plan: 'fifth' }));
    expect(rates.withFees).toBeGreaterThan(rates.withoutFees ?? 1);
    expect(rates.withFees).toBeLessThan(0.03);
  });

  it('is null when nothing is financed', () => {
    // 0.02 EUR: the fifth plan's parts are 0.02, 0, 0, 0, 0.
    expect(effectiveRates(computeFinancePlan({ price: 0.02, plan: 'fifth' }))).toEqual({
      withoutFees: null,
      withFees: null,
    });
  });
});

describe('internalRateOfReturn', () => {
  it('solves a simple loan', () => {
    expect(internalRateOfReturn([100, -110])).toBeCloseTo(0.1, 10);
    expect(internalRateOfReturn([1000, -500, -600])).toBeCloseTo(0.0639, 4);
  });

  it('is null without a root', () => {
    expect(internalRateOfReturn([-1, -1])).toBeNull();
    expect(internalRateOfReturn([0, 0, 0])).toBeNull();
  });
});
