import { centsToDecimal, toCents } from './cents';
import type { FinancePlanResult } from './computeFinancePlan';

/**
 * The financing enquiry's address with the calculation prefilled: `price`, `plan` and `total`
 * (plain decimals in EUR) added to any query the address already has, before its `#fragment`.
 */
export function enquiryUrl(base: string, result: FinancePlanResult): string {
  const hashAt = base.indexOf('#');
  const withoutHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const query = new URLSearchParams({
    price: centsToDecimal(toCents(result.price)),
    plan: result.plan,
    total: centsToDecimal(toCents(result.totalAmount)),
  });
  const joiner = withoutHash.includes('?')
    ? withoutHash.endsWith('?') || withoutHash.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${withoutHash}${joiner}${query.toString()}${hash}`;
}
