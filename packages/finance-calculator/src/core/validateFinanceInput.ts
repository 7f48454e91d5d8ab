import type { FinancePlanInput } from './computeFinancePlan';
import { isFinancePlan, maxPrice, rateRange } from './plans';

/** What a caller or a form may hand in: numbers, numeric strings or nothing. */
export interface RawFinanceInput {
  price?: unknown;
  plan?: unknown;
  rate?: unknown;
}

export type PriceError =
  | 'price.required'
  | 'price.notANumber'
  | 'price.notPositive'
  | 'price.tooManyDecimals'
  | 'price.tooHigh';
export type PlanError = 'plan.unknown';
export type RateError = 'rate.notANumber' | 'rate.outOfRange';

export interface FinanceInputErrors {
  price?: PriceError;
  plan?: PlanError;
  rate?: RateError;
}

export type FinanceInputValidation =
  { ok: true; input: FinancePlanInput } | { ok: false; errors: FinanceInputErrors };

/**
 * Checks input for `computeFinancePlan`: one message key per faulty field, never a throw.
 * Strings are read as plain decimals (`"60000.50"`); typed text goes through `parseAmount` first.
 */
export function validateFinanceInput(raw: RawFinanceInput): FinanceInputValidation {
  const errors: FinanceInputErrors = {};
  const price = numberOf(raw.price);
  if (price === undefined) errors.price = 'price.required';
  else if (Number.isNaN(price)) errors.price = 'price.notANumber';
  else if (price <= 0) errors.price = 'price.notPositive';
  else if (price > maxPrice) errors.price = 'price.tooHigh';
  else if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6)
    errors.price = 'price.tooManyDecimals';

  if (!isFinancePlan(raw.plan)) errors.plan = 'plan.unknown';

  const rate = numberOf(raw.rate);
  if (rate !== undefined) {
    if (Number.isNaN(rate)) errors.rate = 'rate.notANumber';
    else if (rate < rateRange.min || rate > rateRange.max) errors.rate = 'rate.outOfRange';
  }

  if (errors.price || errors.plan || errors.rate || !isFinancePlan(raw.plan)) {
    return { ok: false, errors };
  }
  const input: FinancePlanInput = { price: price as number, plan: raw.plan };
  if (rate !== undefined) input.rate = rate;
  return { ok: true, input };
}

/** `undefined` for nothing given, `NaN` for something that is not a finite number. */
function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return Number.NaN;
    return Number(trimmed);
  }
  return Number.NaN;
}
