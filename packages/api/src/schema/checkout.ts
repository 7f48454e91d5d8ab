import * as z from 'zod/mini';
import type { ContractItemKind } from './contractItems';
import { calendarDateSchema } from './user';

// The checkout's catalogue, coupons and price summary. Every amount is in integer euro cents
// (DESIGN.md "Money in checkout"): the server computes the summary with `priceSummary`
// (pricing.ts), the client shows the same function's figures only as a preview.

/** The periods a catalogue price is charged for (SPEC.md section 4). */
export const pricePeriods = ['once', 'setup', 'monthly', 'yearly'] as const;
export type PricePeriod = (typeof pricePeriods)[number];

/** The periods a subscription is paid by; the customer chooses one at checkout. */
export const subscriptionPeriods = ['monthly', 'yearly'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

/** Charged once, when the order is placed: the setup fee and the once price. */
export const oneTimePeriods = ['setup', 'once'] as const satisfies readonly PricePeriod[];

/**
 * The highest catalogue amount, 10 million euros in cents: far above any licence or warranty,
 * and low enough that cents times a percentage stays an exact integer in a JavaScript number.
 */
export const largestCatalogueCents = 1_000_000_000;

/** An amount in euro cents, never negative. */
export const centsSchema = z.int().check(z.gte(0), z.lte(largestCatalogueCents));

/** A product's net prices in cents, one per period it is charged for. */
export const catalogueProductPricesSchema = z.object({
  once: z.optional(centsSchema),
  setup: z.optional(centsSchema),
  monthly: z.optional(centsSchema),
  yearly: z.optional(centsSchema),
});
export type CatalogueProductPrices = z.infer<typeof catalogueProductPricesSchema>;

const catalogueProductFields = {
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  prices: catalogueProductPricesSchema,
  /** Months at the start of the subscription that are not charged; 0 for none. */
  freeMonths: z.int().check(z.gte(0)),
};

/** A TracLink (telematics) licence, mobile or smart. */
export const traclinkProductSchema = z.object({
  kind: z.literal('traclink' satisfies ContractItemKind),
  ...catalogueProductFields,
});
export type TraclinkProduct = z.infer<typeof traclinkProductSchema>;

/** A warranty extension: for the models named, up to a vehicle age in years. */
export const warrantyProductSchema = z.object({
  kind: z.literal('warranty' satisfies ContractItemKind),
  ...catalogueProductFields,
  /** The ids of the models (`GET /models`) the extension is sold for. */
  modelIds: z.array(z.string()).check(z.minLength(1)),
  /** The oldest a vehicle may be, in years since its year of construction. */
  maxVehicleAgeYears: z.int().check(z.gte(0)),
});
export type WarrantyProduct = z.infer<typeof warrantyProductSchema>;

/** A product of the checkout's catalogue, told apart by `kind`. */
export const catalogueProductSchema = z.discriminatedUnion('kind', [
  traclinkProductSchema,
  warrantyProductSchema,
]);
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** A percentage off (whole percent) or an amount off in cents. */
export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percentage'), percent: z.int().check(z.gte(1), z.lte(100)) }),
  z.object({ kind: z.literal('amount'), cents: centsSchema.check(z.gte(1)) }),
]);
export type CouponDiscount = z.infer<typeof couponDiscountSchema>;

/**
 * A coupon code: its discount applies to each price line of the periods named (an amount off
 * once per line), from `validFrom` to `validTo`, both days included.
 */
export const couponSchema = z
  .object({
    code: z.string().check(z.minLength(1)),
    discount: couponDiscountSchema,
    periods: z.array(z.enum(pricePeriods)).check(z.minLength(1)),
    validFrom: calendarDateSchema,
    validTo: calendarDateSchema,
  })
  .check(z.refine((coupon) => coupon.validTo >= coupon.validFrom, { path: ['validTo'] }));
export type Coupon = z.infer<typeof couponSchema>;

/** Whether a coupon counts on a day: inside its dates, after them, or before them. */
export const couponOutcomes = ['valid', 'expired', 'notYetValid'] as const;
export type CouponOutcome = (typeof couponOutcomes)[number];

/** What a price line or a total amounts to, in cents: gross = net - discount + VAT. */
export const priceAmountsSchema = z.object({
  netCents: centsSchema,
  discountCents: centsSchema,
  vatCents: centsSchema,
  grossCents: centsSchema,
});
export type PriceAmounts = z.infer<typeof priceAmountsSchema>;

export const priceLineSchema = z.object({
  period: z.enum(pricePeriods),
  ...priceAmountsSchema.shape,
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * What an order of one product costs: its lines (setup and once first, then the subscription
 * line of the chosen period), the one-time total, the recurring total per chosen period (null
 * for a product without a subscription price), and the coupon with its outcome.
 */
export const priceSummarySchema = z.object({
  productId: z.string(),
  period: z.enum(subscriptionPeriods),
  /** The VAT rate in whole percent (20 in Austria). */
  vatRate: z.int().check(z.gte(0), z.lte(100)),
  lines: z.array(priceLineSchema),
  totals: z.object({
    oneTime: priceAmountsSchema,
    recurring: z.nullable(priceAmountsSchema),
  }),
  coupon: z.nullable(z.object({ code: z.string(), outcome: z.enum(couponOutcomes) })),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;
