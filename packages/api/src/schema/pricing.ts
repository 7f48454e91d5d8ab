import type {
  CatalogueProduct,
  Coupon,
  CouponDiscount,
  PriceAmounts,
  PriceLine,
  PriceSummary,
} from './checkout';
import {
  oneTimePeriods,
  subscriptionPeriods,
  type CouponOutcome,
  type PricePeriod,
  type SubscriptionPeriod,
} from './checkoutRules';

// The checkout's pricing: pure functions on integer cents, the same on the server (which
// decides) and in the client's preview (which only shows), so both arrive at the same cents.
//
// Rounding: a percentage of an amount (a coupon's discount, the VAT) is rounded half up to the
// cent (commercial rounding: 148.5 cents is 149, never the even 148), once per price line.
// Per line, because each line is shown and invoiced with its own discount and VAT: the totals
// are the sums of the lines' rounded figures, so a total always equals the lines above it.
// Rounding a total's VAT on its own could miss the sum of its lines by a cent, and a one-time
// line and a subscription line are charged on different invoices anyway.

/** The VAT rate of the checkout (SPEC.md section 9), in whole percent. */
export const standardVatRate = 20;

/**
 * `percent` percent of `cents`, rounded half up to the cent. Both are whole numbers, so
 * `cents * percent` is exact and this is the only rounding.
 */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** A net amount in cents with VAT at a whole-percent rate added, rounded as each line is. */
export function withVatCents(netCents: number, vatRate: number): number {
  return netCents + percentOfCents(netCents, vatRate);
}

/** Whether a coupon counts on `today` (`YYYY-MM-DD`); both its dates are included. */
export function couponOutcome(
  coupon: Pick<Coupon, 'validFrom' | 'validTo'>,
  today: string,
): CouponOutcome {
  if (today < coupon.validFrom) return 'notYetValid';
  if (today > coupon.validTo) return 'expired';
  return 'valid';
}

export interface PriceSummaryOptions {
  /** The subscription period the customer chose. */
  period: SubscriptionPeriod;
  /** In whole percent, e.g. `standardVatRate`. */
  vatRate: number;
  /** The coupon the customer entered, if any; it counts only when valid on `today`. */
  coupon?: Coupon | null;
  /** The order's date, `YYYY-MM-DD`, to check the coupon's dates against. */
  today: string;
}

/**
 * What ordering `product` costs: a line per one-time price (setup, once) and the subscription
 * line of the chosen period, each with its discount, VAT and gross, and the totals. A product
 * with subscription prices must have one for the chosen period (a RangeError otherwise); a
 * product without any (a warranty paid once) has no recurring total. Free months delay the
 * first recurring charge and do not change its amount.
 */
export function priceSummary(
  product: CatalogueProduct,
  { period, vatRate, coupon = null, today }: PriceSummaryOptions,
): PriceSummary {
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > 100) {
    throw new RangeError(`The VAT rate ${vatRate} is not a whole percentage from 0 to 100.`);
  }
  const offersSubscription = subscriptionPeriods.some((each) => product.prices[each] !== undefined);
  if (offersSubscription && product.prices[period] === undefined) {
    throw new RangeError(`The product ${product.id} has no ${period} price.`);
  }

  const outcome = coupon ? couponOutcome(coupon, today) : null;
  const validCoupon = outcome === 'valid' ? coupon : null;
  const linesOf = (periods: readonly PricePeriod[]) =>
    periods.flatMap((each) => {
      const netCents = product.prices[each];
      return netCents === undefined ? [] : [priceLine(each, netCents, validCoupon, vatRate)];
    });

  const oneTimeLines = linesOf(oneTimePeriods);
  const recurringLines = linesOf([period]);
  return {
    productId: product.id,
    period,
    vatRate,
    lines: [...oneTimeLines, ...recurringLines],
    totals: {
      oneTime: sumOf(oneTimeLines),
      recurring: recurringLines.length > 0 ? sumOf(recurringLines) : null,
    },
    coupon: coupon && outcome ? { code: coupon.code, outcome } : null,
  };
}

function priceLine(
  period: PricePeriod,
  netCents: number,
  coupon: Coupon | null,
  vatRate: number,
): PriceLine {
  const discountCents = coupon?.periods.includes(period)
    ? discountOn(netCents, coupon.discount)
    : 0;
  const discountedCents = netCents - discountCents;
  const vatCents = percentOfCents(discountedCents, vatRate);
  return { period, netCents, discountCents, vatCents, grossCents: discountedCents + vatCents };
}

/** A coupon's discount on one line: an amount off takes the line to 0 at most. */
function discountOn(netCents: number, discount: CouponDiscount): number {
  return discount.kind === 'percentage'
    ? percentOfCents(netCents, discount.percent)
    : Math.min(discount.cents, netCents);
}

function sumOf(lines: readonly PriceAmounts[]): PriceAmounts {
  const total = { netCents: 0, discountCents: 0, vatCents: 0, grossCents: 0 };
  for (const line of lines) {
    total.netCents += line.netCents;
    total.discountCents += line.discountCents;
    total.vatCents += line.vatCents;
    total.grossCents += line.grossCents;
  }
  return total;
}

/**
 * The total a checkout's submit is checked by: the one-time gross plus the gross of one
 * recurring period (none for a warranty), in cents.
 */
export function checkoutTotalGrossCents(summary: PriceSummary): number {
  return summary.totals.oneTime.grossCents + (summary.totals.recurring?.grossCents ?? 0);
}
