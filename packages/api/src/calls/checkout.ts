import {
  checkoutOrderSchema,
  checkoutProductsSchema,
  couponSchema,
  contractItemEntriesSchema,
  contractItemEntrySchema,
  traclinkCatalogueSchema,
  type AutoRenewInput,
  type CatalogueProduct,
  type CheckoutInput,
  type CheckoutOrder,
  type Coupon,
  type ContractItemEntry,
  type RenewalInput,
  type TraclinkProduct,
} from '../schema/checkout';
import type { ContractItemKind } from '../schema/contractItems';
import { apiGet, apiSend, publicGet, type PublicGetOptions } from '../client/request';

// The contract shop: a module apart from the contract notifications, which every page of the
// personal area loads (the expiry banner), so that they do without the checkout's schemas.

/** The cache key of `fetchContractItems`. */
export const contractItemsKey = '/contractItems';
/** The cache key of `fetchContractItem(id, vehicleId)`. */
export const contractItemKey = (id: string, vehicleId?: string | null) =>
  `/contractItems/${encodeURIComponent(id)}${vehicleId ? `?vehicleId=${encodeURIComponent(vehicleId)}` : ''}`;
/** The cache key of `fetchCheckoutProducts(kind, vehicleId)`. */
export const checkoutProductsKey = (kind: ContractItemKind, vehicleId: string) =>
  `/checkout/products?kind=${kind}&vehicleId=${encodeURIComponent(vehicleId)}`;

/** The cache key of `fetchTraclinkCatalogue`. */
export const traclinkCatalogueKey = '/catalogue/traclink';

/**
 * GET /catalogue/traclink (public, no token): the TracLink licences and their list prices, at
 * the address given (a public page or a CMS widget).
 */
export function fetchTraclinkCatalogue(options: PublicGetOptions): Promise<TraclinkProduct[]> {
  return publicGet(traclinkCatalogueKey, traclinkCatalogueSchema, options);
}

/** GET /contractItems: the user's licences and warranties with their vehicles, soonest end first. */
export function fetchContractItems(signal?: AbortSignal): Promise<ContractItemEntry[]> {
  return apiGet(contractItemsKey, contractItemEntriesSchema, { signal });
}

/** GET /contractItems/{id}?vehicleId=: one of the user's items (404 for any other). */
export function fetchContractItem(
  id: string,
  vehicleId?: string | null,
  signal?: AbortSignal,
): Promise<ContractItemEntry> {
  return apiGet(`/contractItems/${encodeURIComponent(id)}`, contractItemEntrySchema, {
    params: { vehicleId: vehicleId ?? undefined },
    signal,
  });
}

/** GET /checkout/products?kind=&vehicleId=: the products sold for one of the user's vehicles. */
export function fetchCheckoutProducts(
  kind: ContractItemKind,
  vehicleId: string,
  signal?: AbortSignal,
): Promise<CatalogueProduct[]> {
  return apiGet('/checkout/products', checkoutProductsSchema, {
    params: { kind, vehicleId },
    signal,
  });
}

/** The cache key of `fetchCoupon(code)`. */
export const couponKey = (code: string) => `/checkout/coupons/${encodeURIComponent(code)}`;

/**
 * GET /checkout/coupons/{code}: a coupon code's discount, periods and dates, for the preview
 * (`priceSummary` tells its outcome on a day). An unknown code answers 404 with the field error
 * `couponCode` ("Diesen Gutscheincode kennen wir nicht."); the server throttles guessing.
 */
export function fetchCoupon(code: string, signal?: AbortSignal): Promise<Coupon> {
  return apiGet(couponKey(code.trim()), couponSchema, { signal });
}

/**
 * POST /contractItems/checkout: orders a product for one of the user's vehicles. The server
 * computes the prices; a total other than `expectedTotalGrossCents` (the preview's
 * `checkoutTotalGrossCents`) answers 409, so show the new prices and ask again. Send the same
 * `idempotencyKey` when retrying: it answers the first order instead of placing another.
 * Refusals carry field errors in `ApiError.fieldErrors` (termsAccepted, couponCode, productId,
 * invoiceAddress).
 */
export function submitCheckout(input: CheckoutInput, signal?: AbortSignal): Promise<CheckoutOrder> {
  return apiSend('POST', '/contractItems/checkout', input, checkoutOrderSchema, { signal });
}

/**
 * POST /contractItems/{id}/renew: pays a licence's next period now (its product's list price for
 * the period chosen, less a coupon, plus VAT; no setup fee) and extends it; the same total check
 * (409) and idempotency as `submitCheckout`. Revalidate
 * `contractItemsKey` and `contractItemKey(id)` afterwards.
 */
export function renewContractItem(
  id: string,
  input: RenewalInput,
  signal?: AbortSignal,
): Promise<CheckoutOrder> {
  return apiSend(
    'POST',
    `/contractItems/${encodeURIComponent(id)}/renew`,
    input,
    checkoutOrderSchema,
    { signal },
  );
}

/**
 * POST /contractItems/{id}/cancel: cancels a running licence at the end of its paid period (it
 * stays valid until `validTo` and no longer renews). Answers the item, status `cancelled`.
 */
export function cancelContractItem(id: string, signal?: AbortSignal): Promise<ContractItemEntry> {
  return apiSend(
    'POST',
    `/contractItems/${encodeURIComponent(id)}/cancel`,
    undefined,
    contractItemEntrySchema,
    { signal },
  );
}

/**
 * PUT /contractItems/{id}/autoRenew: switches a running licence's renewal on its date on or off.
 * Answers the item.
 */
export function setContractItemAutoRenew(
  id: string,
  input: AutoRenewInput,
  signal?: AbortSignal,
): Promise<ContractItemEntry> {
  return apiSend(
    'PUT',
    `/contractItems/${encodeURIComponent(id)}/autoRenew`,
    input,
    contractItemEntrySchema,
    { signal },
  );
}
