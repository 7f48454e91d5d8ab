import { toLocale, type Locale } from '@lindner/i18n';
import { readSafeUrl } from '@lindner/ui';
import { isFinancePlan, parseOfferDate, validateFinanceInput, type FinancePlan } from './core';
import type { FinanceCalculatorProps } from './FinanceCalculator';

/** The options a CMS page gives, as data-attribute strings (numbers also accepted). */
export interface FinanceCalculatorMountOptions {
  locale?: string;
  /** Unused by this widget; accepted because the loader passes it to every widget. */
  apiBase?: string;
  /** A model's price in EUR, a plain decimal such as `"60000"` or `"60000.50"`. */
  price?: string | number;
  modelName?: string;
  /** `third` or `fifth`. */
  plan?: string;
  /** Yearly rates in percent replacing 0.99 and 1.99. */
  rateThird?: string | number;
  rateFifth?: string | number;
  /** The offer's last valid day, `YYYY-MM-DD`. */
  validUntil?: string;
  enquiryUrl?: string;
  /** The clock, for tests and stories. */
  now?: () => Date;
}

/**
 * Reads the CMS's options leniently: anything unreadable is left out, so the widget falls back
 * to its defaults (the price input, the third plan, the default rates) instead of failing.
 */
export function readMountOptions(options: FinanceCalculatorMountOptions): {
  locale: Locale;
  props: FinanceCalculatorProps;
} {
  const props: FinanceCalculatorProps = {};
  const price = validateFinanceInput({ price: options.price, plan: 'third' });
  if (price.ok) props.price = price.input.price;
  if (typeof options.modelName === 'string' && options.modelName.trim() !== '') {
    props.modelName = options.modelName.trim();
  }
  const plan = options.plan?.trim().toLowerCase();
  if (isFinancePlan(plan)) props.plan = plan;
  const rates: Partial<Record<FinancePlan, number>> = {};
  for (const [each, raw] of [
    ['third', options.rateThird],
    ['fifth', options.rateFifth],
  ] as const) {
    const rate = validateFinanceInput({ price: 1, plan: each, rate: raw });
    if (rate.ok && rate.input.rate !== undefined) rates[each] = rate.input.rate;
  }
  if (Object.keys(rates).length > 0) props.rates = rates;
  const validUntil = parseOfferDate(options.validUntil);
  if (validUntil) props.validUntil = validUntil;
  // Only http(s) and the page's own paths: a `javascript:` or `data:` address gets the default.
  const enquiryUrl = readSafeUrl(options.enquiryUrl);
  if (enquiryUrl) props.enquiryUrl = enquiryUrl;
  if (typeof options.now === 'function') props.now = options.now;
  return { locale: toLocale(options.locale ?? 'de'), props };
}
