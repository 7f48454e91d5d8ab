/** The financing plans of SPEC.md section 9 (valid in Austria). */
export const financePlans = ['third', 'fifth'] as const;
export type FinancePlan = (typeof financePlans)[number];

export function isFinancePlan(value: unknown): value is FinancePlan {
  return typeof value === 'string' && (financePlans as readonly string[]).includes(value);
}

/** Equal principal parts: the first due at purchase, the others after 1, 2 (, 3, 4) years. */
export const partsOf: Record<FinancePlan, number> = { third: 3, fifth: 5 };

/** Yearly interest in percent on the balance outstanding during the year. */
export const defaultRates: Record<FinancePlan, number> = { third: 0.99, fifth: 1.99 };

/** Excluded from the payments ("zzgl."): a fixed processing fee in EUR. */
export const processingFee = 99;
/** Excluded from the payments ("zzgl."): the legal transaction fee, in percent of the total. */
export const legalFeePercent = 1;

/** The accepted range of a rate in percent; anything else is a typo, not an offer. */
export const rateRange = { min: 0, max: 20 } as const;
/** The highest price the calculator accepts, in EUR. */
export const maxPrice = 10_000_000;
