import * as z from 'zod/mini';
import {
  calendarDateSchema,
  checkoutOrderSchema,
  checkoutProductsSchema,
  contractItemEntriesSchema,
  contractItemEntrySchema,
  contractItemNotificationsSchema,
  contractItemStatuses,
  type CatalogueProduct,
  type CheckoutInput,
  type CheckoutOrder,
  type ContractItemEntry,
  type RenewalInput,
  type ContractItemKind,
  type ContractItemNotifications,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

// Cache keys (for useFetch and SWR's mutate): after a checkout, revalidate `contractItemsKey`,
// `contractItemNotificationsKey` and the vehicle's `vehicleItemsKey`s.

/** The cache key of `fetchContractItemNotifications`. */
export const contractItemNotificationsKey = '/contractItems/notifications';
/** The cache key of `fetchContractItems`. */
export const contractItemsKey = '/contractItems';
/** The cache key of `fetchContractItem(id, vehicleId)`. */
export const contractItemKey = (id: string, vehicleId?: string | null) =>
  `/contractItems/${encodeURIComponent(id)}${vehicleId ? `?vehicleId=${encodeURIComponent(vehicleId)}` : ''}`;
/** The cache key of `fetchWarrantyItems` and `fetchTraclinkItems`. */
export const vehicleItemsKey = (kind: ContractItemKind, userId: string, vehicleId: string) =>
  `/contractItems/${kind}/${encodeURIComponent(userId)}/${encodeURIComponent(vehicleId)}`;
/** The cache key of `fetchCheckoutProducts(kind, vehicleId)`. */
export const checkoutProductsKey = (kind: ContractItemKind, vehicleId: string) =>
  `/checkout/products?kind=${kind}&vehicleId=${encodeURIComponent(vehicleId)}`;

export const userIdRequiredText = 'User ID is required';

/**
 * A licence or warranty of one vehicle, as the warranty and TracLink lists answer it: only the
 * fields SPEC.md names for every item are checked, the rest (`ContractItemEntry` of the
 * reference backend) passes through unchecked.
 */
export const contractItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  validTo: z.nullable(calendarDateSchema),
  status: z.enum(contractItemStatuses),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/** GET /contractItems/notifications: the user's items ending soon, by group. */
export function fetchContractItemNotifications(
  signal?: AbortSignal,
): Promise<ContractItemNotifications> {
  return apiGet(contractItemNotificationsKey, contractItemNotificationsSchema, { signal });
}

/** GET /contractItems/warranty/{userId}/{vehicleId}. */
export function fetchWarrantyItems(
  userId: string | null | undefined,
  vehicleId: string,
  signal?: AbortSignal,
): Promise<ContractItem[]> {
  return fetchVehicleItems('warranty', userId, vehicleId, signal);
}

/** GET /contractItems/traclink/{userId}/{vehicleId}. */
export function fetchTraclinkItems(
  userId: string | null | undefined,
  vehicleId: string,
  signal?: AbortSignal,
): Promise<ContractItem[]> {
  return fetchVehicleItems('traclink', userId, vehicleId, signal);
}

async function fetchVehicleItems(
  kind: ContractItemKind,
  userId: string | null | undefined,
  vehicleId: string,
  signal: AbortSignal | undefined,
): Promise<ContractItem[]> {
  if (!userId) throw new Error(userIdRequiredText);
  return apiGet(vehicleItemsKey(kind, userId, vehicleId), z.array(contractItemSchema), { signal });
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
 * POST /contractItems/{id}/renew: pays a licence's next period now (its list price plus VAT) and
 * extends it; the same total check (409) and idempotency as `submitCheckout`. Revalidate
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
