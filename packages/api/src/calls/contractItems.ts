import * as z from 'zod/mini';
import {
  calendarDateSchema,
  contractItemNotificationsSchema,
  contractItemStatuses,
  type ContractItemKind,
  type ContractItemNotifications,
} from '../schema';
import { traclinkMobileSchema, type TraclinkMobile } from '../schema/traclinkMobile';
import { apiGet, apiSend } from '../client/request';

// Cache keys (for useFetch and SWR's mutate). The contract shop's calls are in calls/checkout.ts:
// after a checkout, revalidate its `contractItemsKey`, `contractItemNotificationsKey` and the
// vehicle's `vehicleItemsKey`s.

/** The cache key of `fetchContractItemNotifications`. */
export const contractItemNotificationsKey = '/contractItems/notifications';
/** The cache key of `fetchWarrantyItems` and `fetchTraclinkItems`. */
export const vehicleItemsKey = (kind: ContractItemKind, userId: string, vehicleId: string) =>
  `/contractItems/${kind}/${encodeURIComponent(userId)}/${encodeURIComponent(vehicleId)}`;

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

/** The cache key of `fetchTraclinkMobile(vehicleId)`. */
export const traclinkMobileKey = (vehicleId: string) =>
  `/contractItems/traclinkMobile/${encodeURIComponent(vehicleId)}`;

/** GET /contractItems/traclinkMobile/{vehicleId}: the licence and the app's pairing. */
export function fetchTraclinkMobile(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<TraclinkMobile> {
  return apiGet(traclinkMobileKey(vehicleId), traclinkMobileSchema, { signal });
}

/** POST /contractItems/traclinkMobile/{vehicleId}/pairing: a new code; the old one stops working. */
export function renewTraclinkMobilePairing(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<TraclinkMobile> {
  return apiSend(
    'POST',
    `${traclinkMobileKey(vehicleId)}/pairing`,
    undefined,
    traclinkMobileSchema,
    {
      signal,
    },
  );
}
