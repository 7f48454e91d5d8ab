import type { Coupon } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { checkoutCoupons } from './tables';

/**
 * A coupon by its code (any case, spaces around it ignored), or null for a code nobody issued.
 * Whether it counts on a day is the pricing's question (`priceSummary`, pricing.ts).
 */
export async function findCoupon(orm: Orm, code: string): Promise<Coupon | null> {
  const [row] = await orm
    .select()
    .from(checkoutCoupons)
    .where(eq(checkoutCoupons.code, code.trim().toUpperCase()));
  if (!row) return null;
  return {
    code: row.code,
    discount:
      row.discountKind === 'percentage'
        ? { kind: 'percentage', percent: row.discountValue }
        : { kind: 'amount', cents: row.discountValue },
    periods: row.periods,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}
