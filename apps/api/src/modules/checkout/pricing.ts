import {
  priceSummary,
  standardVatRate,
  type CatalogueProduct,
  type Coupon,
  type PriceSummary,
  type SubscriptionPeriod,
} from '@lindner/api/schema';

// The checkout's prices: what an order, a renewal and an automatic renewal cost.
//
// VAT rounding: the VAT (20 %, `standardVatRate`) and a coupon's percentage are rounded half up
// to the cent, once per price line, and every total is the sum of its rounded lines, so a total
// always equals the lines above it. The arithmetic is `priceSummary` of `@lindner/api/schema`
// (packages/api/src/schema/pricing.ts, where the rounding is explained and tested): the portal's
// preview runs the same function, so the total the customer saw and the one charged here agree
// to the cent, and a submit whose total differs is refused (ordering.ts).

export interface PriceOptions {
  period: SubscriptionPeriod;
  /** The coupon entered, if any; it counts only when valid on `today`. */
  coupon?: Coupon | null;
  /** The order's day, `YYYY-MM-DD`. */
  today: string;
}

/** What ordering a product costs: its price lines with discount and VAT, and the totals. */
export function orderPrice(product: CatalogueProduct, options: PriceOptions): PriceSummary {
  return priceSummary(product, { ...options, vatRate: standardVatRate });
}

/**
 * A licence's next period as the product it is charged as: that period's list price only, no
 * setup fee and no once price. Null when the product has no price for the period.
 */
export function nextPeriodOnly(
  product: CatalogueProduct,
  period: SubscriptionPeriod,
): CatalogueProduct | null {
  const price = product.prices[period];
  return price === undefined ? null : { ...product, prices: { [period]: price } };
}
