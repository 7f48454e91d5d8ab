import { multiplyRoundHalfUp, toCents, toEuros, type Cents } from './cents';
import { defaultRates, legalFeePercent, partsOf, processingFee, type FinancePlan } from './plans';

export interface FinancePlanInput {
  /** The purchase price in EUR (incl. VAT), at most two decimals. */
  price: number;
  plan: FinancePlan;
  /** The yearly interest rate in percent; the plan's default (0.99 or 1.99) when left out. */
  rate?: number;
}

export interface FinancePayment {
  /** 0 at purchase, then 1, 2 … years after it. */
  year: number;
  principal: number;
  /** The balance outstanding during the year before the payment × the rate. */
  interest: number;
  amount: number;
  /** The principal still owed after this payment. */
  balanceAfter: number;
}

export interface FinancePlanResult {
  plan: FinancePlan;
  price: number;
  /** The rate used, in percent. */
  rate: number;
  payments: FinancePayment[];
  totalInterest: number;
  /** The sum of the payments: price plus interest, fees excluded. */
  totalAmount: number;
  /** Excluded from the payments ("zzgl."). */
  processingFee: number;
  /** 1 % of `totalAmount`; excluded from the payments ("zzgl."). */
  legalFee: number;
}

/** A rate in percent as parts per million of the balance (0.99 % → 9900), exact to 4 decimals. */
const ppmOf = (ratePercent: number) => Math.round(ratePercent * 10_000);

/**
 * The payment plan of a financed purchase. Expects valid input (see `validateFinanceInput`);
 * everything is computed in integer cents and each interest amount is rounded half-up.
 */
export function computeFinancePlan({ price, plan, rate }: FinancePlanInput): FinancePlanResult {
  const ratePercent = rate ?? defaultRates[plan];
  const ppm = ppmOf(ratePercent);
  const priceCents = toCents(price);
  const parts = partsOf[plan];
  const part = Math.floor(priceCents / parts);
  const leftover = priceCents - part * parts;

  const payments: FinancePayment[] = [];
  let balance: Cents = priceCents;
  let totalInterest: Cents = 0;
  for (let year = 0; year < parts; year += 1) {
    const principal = year === 0 ? part + leftover : part;
    // The first part is paid at purchase: no year has passed, no interest is due.
    const interest = year === 0 ? 0 : multiplyRoundHalfUp(balance, ppm, 1_000_000);
    balance -= principal;
    totalInterest += interest;
    payments.push({
      year,
      principal: toEuros(principal),
      interest: toEuros(interest),
      amount: toEuros(principal + interest),
      balanceAfter: toEuros(balance),
    });
  }
  const totalAmount = priceCents + totalInterest;
  return {
    plan,
    price: toEuros(priceCents),
    rate: ratePercent,
    payments,
    totalInterest: toEuros(totalInterest),
    totalAmount: toEuros(totalAmount),
    processingFee,
    legalFee: toEuros(multiplyRoundHalfUp(totalAmount, legalFeePercent, 100)),
  };
}
