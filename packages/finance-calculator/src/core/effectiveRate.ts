import type { FinancePlanResult } from './computeFinancePlan';

export interface EffectiveRates {
  /** The yearly rate of the payments alone, as a fraction (0.0099 for 0.99 %). */
  withoutFees: number | null;
  /** The yearly rate when both fees are paid at purchase, as a fraction. */
  withFees: number | null;
}

/**
 * The effective annual rate, computed as the internal rate of return of the buyer's cash flows
 * with yearly compounding: at purchase the buyer receives the price and pays the first part
 * (and, with fees, both fees); after each year the buyer pays that year's amount. The rate is
 * the `r` at which these flows are worth nothing today. Without fees it equals the plan's rate
 * up to the rounding of the interest to cents. `null` when no rate exists (nothing is financed).
 */
export function effectiveRates(result: FinancePlanResult): EffectiveRates {
  const fees = result.processingFee + result.legalFee;
  return {
    withoutFees: internalRateOfReturn(cashFlows(result, 0)),
    withFees: internalRateOfReturn(cashFlows(result, fees)),
  };
}

function cashFlows(result: FinancePlanResult, fees: number): number[] {
  return result.payments.map((payment) =>
    payment.year === 0 ? result.price - payment.amount - fees : -payment.amount,
  );
}

const lowest = -0.99;
const highest = 100;
const tolerance = 1e-12;

/**
 * The rate at which the yearly cash flows (index = year) are worth nothing today. Solved by
 * bisection: with money received first and paid later, the present value rises with the rate,
 * so there is at most one root, and bisection finds it without Newton's risk of diverging.
 */
export function internalRateOfReturn(flows: readonly number[]): number | null {
  const presentValue = (rate: number) =>
    flows.reduce((sum, flow, year) => sum + flow / (1 + rate) ** year, 0);
  let low = lowest;
  let high = highest;
  let valueAtLow = presentValue(low);
  const valueAtHigh = presentValue(high);
  if (!Number.isFinite(valueAtLow) || !Number.isFinite(valueAtHigh)) return null;
  if (valueAtLow === 0 && valueAtHigh === 0) return null;
  if (Math.sign(valueAtLow) === Math.sign(valueAtHigh)) return null;
  for (let step = 0; step < 200 && high - low > tolerance; step += 1) {
    const middle = (low + high) / 2;
    const valueAtMiddle = presentValue(middle);
    if (valueAtMiddle === 0) return middle;
    if (Math.sign(valueAtMiddle) === Math.sign(valueAtLow)) {
      low = middle;
      valueAtLow = valueAtMiddle;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}
