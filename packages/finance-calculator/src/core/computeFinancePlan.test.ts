import { describe, expect, it } from 'vitest';
import { computeFinancePlan } from './computeFinancePlan';

describe('computeFinancePlan', () => {
  it('gives the worked example of the third plan: 60,000 EUR at 0.99 %', () => {
    const result = computeFinancePlan({ price: 60000, plan: 'third' });
    expect(result.payments).toEqual([
      { year: 0, principal: 20000, interest: 0, amount: 20000, balanceAfter: 40000 },
      { year: 1, principal: 20000, interest: 396, amount: 20396, balanceAfter: 20000 },
      { year: 2, principal: 20000, interest: 198, amount: 20198, balanceAfter: 0 },
    ]);
    expect(result.rate).toBe(0.99);
    expect(result.totalInterest).toBe(594);
    expect(result.totalAmount).toBe(60594);
    expect(result.processingFee).toBe(99);
    expect(result.legalFee).toBe(605.94);
  });

  it('gives the worked example of the fifth plan: 60,000 EUR at 1.99 %', () => {
    const result = computeFinancePlan({ price: 60000, plan: 'fifth' });
    expect(result.payments.map((payment) => payment.amount)).toEqual([
      12000, 12955.2, 12716.4, 12477.6, 12238.8,
    ]);
    expect(result.payments.map((payment) => payment.year)).toEqual([0, 1, 2, 3, 4]);
    expect(result.payments.map((payment) => payment.balanceAfter)).toEqual([
      48000, 36000, 24000, 12000, 0,
    ]);
    expect(result.rate).toBe(1.99);
    expect(result.totalInterest).toBe(2388);
    expect(result.totalAmount).toBe(62388);
    expect(result.legalFee).toBe(623.88);
  });

  it('puts leftover cents into the first part', () => {
    const result = computeFinancePlan({ price: 100, plan: 'third' });
    expect(result.payments.map((payment) => payment.principal)).toEqual([33.34, 33.33, 33.33]);
    const fifth = computeFinancePlan({ price: 100.04, plan: 'fifth' });
    expect(fifth.payments.map((payment) => payment.principal)).toEqual([20.04, 20, 20, 20, 20]);
  });

  it('rounds each interest amount half-up to cents', () => {
    // 66.67 × 0.0075 = 0.500025 → 0.50; 50 cents × 1 % = 0.5 cent → 1 cent.
    const result = computeFinancePlan({ price: 100, plan: 'third', rate: 0.75 });
    expect(result.payments[1]?.interest).toBe(0.5);
    const halfCent = computeFinancePlan({ price: 1.5, plan: 'third', rate: 1 });
    // balance 1.00 EUR × 1 % = 1 cent; then 0.50 EUR × 1 % = 0.5 cent → 1 cent.
    expect(halfCent.payments.map((payment) => payment.interest)).toEqual([0, 0.01, 0.01]);
  });

  it('takes an overriding rate', () => {
    const result = computeFinancePlan({ price: 60000, plan: 'third', rate: 2.5 });
    expect(result.rate).toBe(2.5);
    expect(result.payments.map((payment) => payment.interest)).toEqual([0, 1000, 500]);
    const free = computeFinancePlan({ price: 60000, plan: 'fifth', rate: 0 });
    expect(free.totalInterest).toBe(0);
    expect(free.totalAmount).toBe(60000);
  });

  it('never drifts: the parts add up to the price and the amounts to the total', () => {
    for (const price of [0.01, 0.1, 0.3, 19.99, 1234.56, 87654.32, 149999.99, 9999999.99]) {
      for (const plan of ['third', 'fifth'] as const) {
        const result = computeFinancePlan({ price, plan });
        const principal = result.payments.reduce((sum, each) => sum + each.principal * 100, 0);
        const amount = result.payments.reduce((sum, each) => sum + each.amount * 100, 0);
        expect(Math.round(principal)).toBe(Math.round(price * 100));
        expect(Math.round(amount)).toBe(Math.round(result.totalAmount * 100));
        expect(result.payments.at(-1)?.balanceAfter).toBe(0);
        for (const payment of result.payments) {
          expect(payment.amount).toBe(Number(payment.amount.toFixed(2)));
          expect(Math.round(payment.amount * 100)).toBe(
            Math.round(payment.principal * 100) + Math.round(payment.interest * 100),
          );
        }
      }
    }
  });

  it('keeps the fees out of the payments', () => {
    const result = computeFinancePlan({ price: 60000, plan: 'third' });
    const paid = result.payments.reduce((sum, each) => sum + each.amount, 0);
    expect(paid).toBe(result.totalAmount);
  });

  it('rounds the legal fee half-up to cents', () => {
    // total 150.50 → 1 % = 1.505 → 1.51
    const result = computeFinancePlan({ price: 150.5, plan: 'third', rate: 0 });
    expect(result.legalFee).toBe(1.51);
  });
});
