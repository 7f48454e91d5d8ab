import * as z from 'zod/mini';
import {
  calendarDateSchema,
  contractItemNotificationsSchema,
  contractItemStatuses,
  type ContractItemKind,
  type ContractItemNotifications,
} from '../schema';
import { apiGet } from '../client/request';

export const userIdRequiredText = 'User ID is required';

/**
 * A licence or warranty of one vehicle. The reference backend does not serve these lists yet, so
 * only the fields SPEC.md names for every item are checked; the rest passes through unchecked.
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
  return apiGet('/contractItems/notifications', contractItemNotificationsSchema, { signal });
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
  const path = `/contractItems/${kind}/${encodeURIComponent(userId)}/${encodeURIComponent(vehicleId)}`;
  return apiGet(path, z.array(contractItemSchema), { signal });
}
