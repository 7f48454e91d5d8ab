import { apiGet, apiSend } from '@lindner/api/client';
import type {
  CatalogueProduct,
  CheckoutInput,
  CheckoutOrder,
  ContractItemEntry,
  ContractItemKind,
  Coupon,
  Fleet,
  RenewalInput,
  UserProfile,
} from '@lindner/api/schema';
import {
  checkoutOrderChecker,
  checkoutProductsChecker,
  contractItemChecker,
  couponChecker,
  fleetChecker,
  profileChecker,
} from './checkers';

// The calls of @lindner/api the checkout makes (same paths, same cache keys), with the answers
// checked by hand (checkers.ts) so that the widget does without the schema library. The keys are
// its own too: @lindner/api's modules that hold them bring the schemas into the widget's chunks.

/** `fleetKey`. */
export const fleetKey = '/fleet';
/** The key of `fetchProfile`. */
export const profileKey = '/user/profile';
/** `contractItemKey(id)`. */
export const contractItemKey = (id: string) => `/contractItems/${encodeURIComponent(id)}`;
/** `checkoutProductsKey(kind, vehicleId)`. */
export const checkoutProductsKey = (kind: ContractItemKind, vehicleId: string) =>
  `/checkout/products?kind=${kind}&vehicleId=${encodeURIComponent(vehicleId)}`;
/** `couponKey(code)`. */
export const couponKey = (code: string) => `/checkout/coupons/${encodeURIComponent(code)}`;

/** GET /fleet: the user's vehicles (`fetchFleet`). */
export function fetchFleet(signal?: AbortSignal): Promise<Fleet> {
  return apiGet(fleetKey, fleetChecker, { signal });
}

/** GET /user/profile: the user's profile, for the invoice address (`fetchProfile`). */
export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet(profileKey, profileChecker, { signal });
}

/** GET /contractItems/{id}: the licence renewed (`fetchContractItem`). */
export function fetchContractItem(id: string, signal?: AbortSignal): Promise<ContractItemEntry> {
  return apiGet(contractItemKey(id), contractItemChecker, { signal });
}

/** GET /checkout/products?kind=&vehicleId= (`fetchCheckoutProducts`). */
export function fetchCheckoutProducts(
  kind: ContractItemKind,
  vehicleId: string,
  signal?: AbortSignal,
): Promise<CatalogueProduct[]> {
  return apiGet('/checkout/products', checkoutProductsChecker, {
    params: { kind, vehicleId },
    signal,
  });
}

/** GET /checkout/coupons/{code} (`fetchCoupon`). */
export function fetchCoupon(code: string, signal?: AbortSignal): Promise<Coupon> {
  return apiGet(couponKey(code.trim()), couponChecker, { signal });
}

/** POST /contractItems/checkout (`submitCheckout`). */
export function submitCheckout(input: CheckoutInput, signal?: AbortSignal): Promise<CheckoutOrder> {
  return apiSend('POST', '/contractItems/checkout', input, checkoutOrderChecker, { signal });
}

/** POST /contractItems/{id}/renew (`renewContractItem`). */
export function renewContractItem(
  id: string,
  input: RenewalInput,
  signal?: AbortSignal,
): Promise<CheckoutOrder> {
  return apiSend(
    'POST',
    `/contractItems/${encodeURIComponent(id)}/renew`,
    input,
    checkoutOrderChecker,
    { signal },
  );
}
