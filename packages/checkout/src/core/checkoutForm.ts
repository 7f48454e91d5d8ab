import type {
  CatalogueProduct,
  CheckoutInput,
  ContractItemKind,
  Coupon,
  InvoiceAddress,
  PriceSummary,
  RenewalInput,
  SubscriptionPeriod,
} from '@lindner/api/schema';
import { checkoutTotalGrossCents } from '@lindner/api/schema';

/** The invoice address as typed: every field a string, the country a code or ''. */
export interface InvoiceAddressDraft {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export const invoiceAddressFields = [
  'company',
  'firstName',
  'lastName',
  'street',
  'zip',
  'city',
  'country',
] as const satisfies readonly (keyof InvoiceAddressDraft)[];
export type InvoiceAddressField = (typeof invoiceAddressFields)[number];

export const emptyAddressDraft: InvoiceAddressDraft = {
  company: '',
  firstName: '',
  lastName: '',
  street: '',
  zip: '',
  city: '',
  country: '',
};

/** Everything the customer chose or typed on the checkout page. */
export interface CheckoutFormState {
  vehicleId: string | null;
  productId: string | null;
  period: SubscriptionPeriod;
  /** The code as typed in the coupon field. */
  couponCode: string;
  /** The coupon the server knew when "Einlösen" was pressed; only a valid one is ordered. */
  appliedCoupon: Coupon | null;
  /** Whether the invoice goes to the address typed below rather than the profile's. */
  differentAddress: boolean;
  address: InvoiceAddressDraft;
  termsAccepted: boolean;
}

export const initialFormState = (vehicleId: string | null = null): CheckoutFormState => ({
  vehicleId,
  productId: null,
  period: 'yearly',
  couponCode: '',
  appliedCoupon: null,
  differentAddress: false,
  address: emptyAddressDraft,
  termsAccepted: false,
});

/** Whether a product is paid by a subscription (a licence) rather than once (a warranty). */
export function hasSubscription(product: CatalogueProduct): boolean {
  return product.prices.monthly !== undefined || product.prices.yearly !== undefined;
}

/** The periods the customer can choose for a product: none for a product paid once. */
export function periodsOf(product: CatalogueProduct): SubscriptionPeriod[] {
  return (['monthly', 'yearly'] as const).filter((each) => product.prices[each] !== undefined);
}

/**
 * The period ordered: the one chosen when the product offers it, else the product's first,
 * else `yearly` (a product paid once ignores it).
 */
export function effectivePeriod(
  product: CatalogueProduct,
  chosen: SubscriptionPeriod,
): SubscriptionPeriod {
  const periods = periodsOf(product);
  return periods.includes(chosen) ? chosen : (periods[0] ?? 'yearly');
}

/** The coupon code that goes with the order: the applied coupon's, trimmed, else none. */
export function orderedCouponCode(form: CheckoutFormState): string | null {
  return form.appliedCoupon ? form.appliedCoupon.code.trim() : null;
}

/** The body of `POST /contractItems/checkout`. */
export function buildCheckoutInput(
  kind: ContractItemKind,
  form: CheckoutFormState,
  product: CatalogueProduct,
  summary: PriceSummary,
  invoiceAddress: InvoiceAddress | null,
  idempotencyKey: string,
): CheckoutInput {
  if (form.vehicleId === null) throw new Error('A checkout needs a vehicle');
  return {
    kind,
    vehicleId: form.vehicleId,
    productId: product.id,
    period: effectivePeriod(product, form.period),
    couponCode: orderedCouponCode(form),
    invoiceAddress,
    termsAccepted: form.termsAccepted as true,
    expectedTotalGrossCents: checkoutTotalGrossCents(summary),
    idempotencyKey,
  };
}

/** The body of `POST /contractItems/{id}/renew`. */
export function buildRenewalInput(
  form: CheckoutFormState,
  product: CatalogueProduct,
  summary: PriceSummary,
  invoiceAddress: InvoiceAddress | null,
  idempotencyKey: string,
): RenewalInput {
  return {
    period: effectivePeriod(product, form.period),
    couponCode: orderedCouponCode(form),
    invoiceAddress,
    termsAccepted: form.termsAccepted as true,
    expectedTotalGrossCents: checkoutTotalGrossCents(summary),
    idempotencyKey,
  };
}
