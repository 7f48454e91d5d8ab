/** Money is computed in whole euro cents so that no floating-point drift reaches a payment. */
export type Cents = number;

/** Euros with at most two decimals to cents; `60000.1` is 6000010, never 6000009.999…. */
export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function toEuros(cents: Cents): number {
  return cents / 100;
}

/** `cents × numerator ÷ denominator`, rounded half-up, in exact integer arithmetic. */
export function multiplyRoundHalfUp(cents: Cents, numerator: number, denominator: number): Cents {
  const product = BigInt(cents) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const rounded = (product * 2n + divisor) / (divisor * 2n);
  return Number(rounded);
}

/** Cents as a plain decimal with two places (`6059400` → `"60594.00"`), for addresses. */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
