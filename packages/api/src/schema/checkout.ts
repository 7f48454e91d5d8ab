import * as z from 'zod/mini';
import {
  checkoutKinds,
  couponOutcomes,
  largestCatalogueCents,
  orderStatuses,
  orderTypes,
  pricePeriods,
  subscriptionPeriods,
} from './checkoutRules';
import { contractItemKinds, contractItemStatuses, type ContractItemKind } from './contractItems';
import { profileCountries, profileTextLimits, zipPatterns } from './profile';
import { optionalText, requiredText } from './text';
import { calendarDateSchema } from './user';

// The checkout's catalogue, coupons and price summary. Every amount is in integer euro cents
// (DESIGN.md "Money in checkout"): the server computes the summary with `priceSummary`
// (pricing.ts), the client shows the same function's figures only as a preview. The plain values
// and rules live in checkoutRules.ts, without zod, for the checkout widget.

export {
  checkoutFieldErrorKeys,
  checkoutFieldErrorMessages,
  contractItemExpiringDays,
  couponOutcomeErrorKeys,
  couponOutcomes,
  isCheckoutFieldErrorKey,
  largestCatalogueCents,
  oneTimePeriods,
  orderStatuses,
  orderTypes,
  pricePeriods,
  subscriptionPeriods,
  type CheckoutFieldErrorKey,
  type CouponOutcome,
  type OrderStatus,
  type OrderType,
  type PricePeriod,
  type SubscriptionPeriod,
} from './checkoutRules';

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

// --- Ordering: `GET /checkout/products` and `POST /contractItems/checkout` ----------------------

/** `GET /checkout/products?kind=&vehicleId=`: the products that apply to one of the caller's vehicles. */
export const checkoutProductsSchema = z.array(catalogueProductSchema);

/** `GET /catalogue/traclink` (public): the TracLink licences with their list prices. */
export const traclinkCatalogueSchema = z.array(traclinkProductSchema);

/**
 * The query string of `GET /checkout/products`: the kind of product and the caller's vehicle it
 * is for (field error keys `checkoutKind` and `vehicleIdRequired`, worded by the server).
 */
export const checkoutProductsQuerySchema = z.object({
  kind: z.enum(checkoutKinds, { error: 'checkoutKind' }),
  vehicleId: z
    .string({ error: 'vehicleIdRequired' })
    .check(z.trim(), z.minLength(1, { error: 'vehicleIdRequired' })),
});

/** The path of `GET /checkout/coupons/{couponCode}`: a code as the customer typed it. */
export const couponCodeParamsSchema = z.object({ couponCode: requiredText(40) });

/** Where the invoice goes; the checkout takes the profile's address when none is given. */
export const invoiceAddressSchema = z
  .object({
    company: optionalText(profileTextLimits.company),
    firstName: requiredText(profileTextLimits.firstName),
    lastName: requiredText(profileTextLimits.lastName),
    street: requiredText(profileTextLimits.street),
    zip: requiredText(profileTextLimits.zip),
    city: requiredText(profileTextLimits.city),
    country: z.enum(profileCountries, { error: 'option' }),
  })
  .check(
    z.refine(
      (address) => {
        const pattern = zipPatterns[address.country];
        return !pattern || pattern.test(address.zip);
      },
      { error: 'zip', path: ['zip'] },
    ),
  );
export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>;

/**
 * `POST /contractItems/checkout`: one product for one of the caller's vehicles. The server
 * computes the price summary itself; `expectedTotalGrossCents` is the total of the client's
 * preview (`checkoutTotalGrossCents`), and a different server total refuses the order (409).
 * `idempotencyKey` is made once per checkout: sending it again answers the first order.
 * `period` counts for a licence only (a warranty is paid once). Without `invoiceAddress` the
 * invoice goes to the profile's address.
 */
export const checkoutInputSchema = z.object({
  kind: z.enum(checkoutKinds, { error: 'option' }),
  vehicleId: z.uuid({ error: 'invalid' }),
  productId: requiredText(60),
  period: z._default(z.enum(subscriptionPeriods, { error: 'option' }), 'yearly'),
  couponCode: optionalText(40),
  invoiceAddress: z._default(z.nullable(invoiceAddressSchema), null),
  termsAccepted: z.literal(true, { error: 'termsRequired' }),
  expectedTotalGrossCents: z.int({ error: 'invalid' }).check(
    z.gte(0, { error: 'nonNegative' }),
    // At most four lines (once, setup, one period), each at most the largest amount plus VAT.
    z.lte(8 * largestCatalogueCents, { error: 'tooLarge' }),
  ),
  idempotencyKey: z.uuid({ error: 'invalid' }),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/**
 * `POST /contractItems/{id}/renew`: pays the next period of a licence now, at its product's
 * list price for `period` (the licence's own period when none is given) with a coupon if any,
 * plus VAT; no setup fee. The same invoice address, idempotency and total checks as the
 * checkout.
 */
export const renewalInputSchema = z.object({
  period: z.optional(z.enum(subscriptionPeriods, { error: 'option' })),
  couponCode: checkoutInputSchema.shape.couponCode,
  invoiceAddress: checkoutInputSchema.shape.invoiceAddress,
  termsAccepted: checkoutInputSchema.shape.termsAccepted,
  expectedTotalGrossCents: checkoutInputSchema.shape.expectedTotalGrossCents,
  idempotencyKey: checkoutInputSchema.shape.idempotencyKey,
});
export type RenewalInput = z.input<typeof renewalInputSchema>;

/** The vehicle of a contract item or an order. */
export const contractVehicleSchema = z.object({
  id: z.uuid(),
  vin: z.string(),
  model: z.object({ id: z.string(), name: z.string() }),
});
export type ContractVehicle = z.infer<typeof contractVehicleSchema>;

/**
 * An order as `POST /contractItems/checkout`, `POST /contractItems/{id}/renew`,
 * `GET /orders` and `GET /orders/{id}` answer it.
 */
export const checkoutOrderSchema = z.object({
  id: z.uuid(),
  type: z.enum(orderTypes),
  status: z.enum(orderStatuses),
  createdAt: z.iso.datetime({ offset: true }),
  kind: z.enum(checkoutKinds),
  vehicle: contractVehicleSchema,
  productId: z.string(),
  productName: z.string(),
  /** The licence or warranty it created or renewed. */
  contractItemId: z.nullable(z.uuid()),
  invoiceAddress: invoiceAddressSchema,
  summary: priceSummarySchema,
  /** Every status so far, oldest first. */
  statusHistory: z.array(
    z.object({ status: z.enum(orderStatuses), changedAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** `GET /orders` (the caller's, newest first) and staff's `GET /orders/review`. */
export const checkoutOrdersSchema = z.array(checkoutOrderSchema);

/** The query string of `GET /orders`: only the orders of one status (field error `orderStatus`). */
export const orderListQuerySchema = z.object({
  status: z.optional(z.enum(orderStatuses, { error: 'orderStatus' })),
});

/** The path of `GET /orders/{id}` and `POST /orders/{id}/complete`. */
export const orderParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

/** `PUT /contractItems/{id}/autoRenew`: whether a running licence renews on its date. */
export const autoRenewInputSchema = z.object({
  renewsAutomatically: z.boolean({ error: 'invalid' }),
});
export type AutoRenewInput = z.infer<typeof autoRenewInputSchema>;

// --- Contract items with their prices (the shop's lists) ----------------------------------

/**
 * One of the caller's licences or warranties (`GET /contractItems`, `/contractItems/{id}`,
 * `/contractItems/{warranty|traclink}/{userId}/{vehicleId}`), with its vehicle. `status` is
 * computed for an active item: `expiring` within `contractItemExpiringDays` of its end,
 * `expired` after it. Prices are the net list prices in cents.
 */
export const contractItemEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(contractItemKinds),
  title: z.string(),
  status: z.enum(contractItemStatuses),
  subscriptionPeriod: z.nullable(z.enum(subscriptionPeriods)),
  freePeriodMonths: z.nullable(z.int()),
  validFrom: z.nullable(calendarDateSchema),
  validTo: calendarDateSchema,
  renewsAutomatically: z.boolean(),
  prices: catalogueProductPricesSchema,
  currency: z.string(),
  couponCode: z.nullable(z.string()),
  /** The catalogue product it was sold as (null for an item older than the catalogue). */
  productId: z.nullable(z.string()),
  vehicle: contractVehicleSchema,
});
export type ContractItemEntry = z.infer<typeof contractItemEntrySchema>;
export const contractItemEntriesSchema = z.array(contractItemEntrySchema);
