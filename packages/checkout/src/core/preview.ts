import {
  priceSummary,
  standardVatRate,
  type CatalogueProduct,
  type Coupon,
  type PriceSummary,
  type SubscriptionPeriod,
} from '@lindner/api/schema';
import { effectivePeriod } from './checkoutForm';

export interface PreviewOptions {
  period: SubscriptionPeriod;
  coupon: Coupon | null;
  /** `YYYY-MM-DD`, the day the coupon's dates are checked against. */
  today: string;
  /** A renewal pays the next period only: no setup fee, no once price. */
  renewal?: boolean;
}

/**
 * The summary the page shows before ordering: the same `priceSummary` the server computes
 * with, at the standard VAT rate. Only a preview: the server's figures count.
 */
export function previewSummary(
  product: CatalogueProduct,
  { period, coupon, today, renewal = false }: PreviewOptions,
): PriceSummary {
  const ordered = effectivePeriod(product, period);
  const priced: CatalogueProduct = renewal
    ? { ...product, prices: { [ordered]: product.prices[ordered] } }
    : product;
  return priceSummary(priced, { period: ordered, vatRate: standardVatRate, coupon, today });
}

/** Today's date in Austria, `YYYY-MM-DD`, as the server counts a coupon's days. */
export function isoDateInAustria(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
