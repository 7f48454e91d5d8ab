import { describe, expect, it } from 'vitest';
import { validateFinanceInput } from './validateFinanceInput';

describe('validateFinanceInput', () => {
  it('accepts a price and a plan, as numbers or plain decimal strings', () => {
    expect(validateFinanceInput({ price: 60000, plan: 'third' })).toEqual({
      ok: true,
      input: { price: 60000, plan: 'third' },
    });
    expect(validateFinanceInput({ price: ' 60000.50 ', plan: 'fifth', rate: '2.5' })).toEqual({
      ok: true,
      input: { price: 60000.5, plan: 'fifth', rate: 2.5 },
    });
  });

  it('gives one message key per faulty field', () => {
    expect(validateFinanceInput({})).toEqual({
      ok: false,
      errors: { price: 'price.required', plan: 'plan.unknown' },
    });
    expect(validateFinanceInput({ price: '', plan: 'half' })).toEqual({
      ok: false,
      errors: { price: 'price.required', plan: 'plan.unknown' },
    });
  });

  it.each([
    [null, 'price.required'],
    ['abc', 'price.notANumber'],
    ['12abc', 'price.notANumber'],
    [Number.NaN, 'price.notANumber'],
    [Number.POSITIVE_INFINITY, 'price.notANumber'],
    [{}, 'price.notANumber'],
    [0, 'price.notPositive'],
    ['-5', 'price.notPositive'],
    [-0.01, 'price.notPositive'],
    [10.005, 'price.tooManyDecimals'],
    [10_000_000.01, 'price.tooHigh'],
  ])('rejects the price %s with %s', (price, key) => {
    expect(validateFinanceInput({ price, plan: 'third' })).toEqual({
      ok: false,
      errors: { price: key },
    });
  });

  it.each([
    ['-0.1', 'rate.outOfRange'],
    [20.01, 'rate.outOfRange'],
    ['x', 'rate.notANumber'],
  ])('rejects the rate %s with %s', (rate, key) => {
    expect(validateFinanceInput({ price: 1000, plan: 'fifth', rate })).toEqual({
      ok: false,
      errors: { rate: key },
    });
  });

  it('accepts the edges of the ranges', () => {
    expect(validateFinanceInput({ price: 0.01, plan: 'third', rate: 0 }).ok).toBe(true);
    expect(validateFinanceInput({ price: 10_000_000, plan: 'fifth', rate: 20 }).ok).toBe(true);
  });
});
