import * as z from 'zod/mini';
import { calendarDateSchema } from './user';

/** A contract item is a TracLink (telematics) licence or a warranty contract. */
export const contractItemKinds = ['traclink', 'warranty'] as const;
export type ContractItemKind = (typeof contractItemKinds)[number];

export const contractItemStatuses = [
  'active',
  'expiring',
  'expired',
  'ordered',
  'equipped',
  'cancelled',
  'upgrade',
] as const;
export type ContractItemStatus = (typeof contractItemStatuses)[number];

/** How many days before its end an item shows up in the notifications. */
export const contractItemNotificationDays = 30;

export const contractItemNotificationSchema = z.object({
  item: z.object({ id: z.uuid(), title: z.string(), validTo: calendarDateSchema }),
  model: z.object({ id: z.string(), name: z.string() }),
  vehicleId: z.uuid(),
});
export type ContractItemNotification = z.infer<typeof contractItemNotificationSchema>;

/** `GET /contractItems/notifications`: the caller's items ending soon, soonest first. */
export const contractItemNotificationsSchema = z.object({
  traclink: z.array(contractItemNotificationSchema),
  warranty: z.array(contractItemNotificationSchema),
});
export type ContractItemNotifications = z.infer<typeof contractItemNotificationsSchema>;

/** The path of one of the caller's items (`/contractItems/{contractItemId}` and its actions). */
export const contractItemParamsSchema = z.object({
  contractItemId: z.uuid({ error: 'invalid' }),
});

/** The query string of `GET /contractItems/{contractItemId}`: only when it is of this vehicle. */
export const contractItemQuerySchema = z.object({
  vehicleId: z.optional(
    z.pipe(
      z.union([z.literal(''), z.uuid({ error: 'invalid' })], { error: 'invalid' }),
      z.transform((id) => id || undefined),
    ),
  ),
});

/**
 * The path of `GET /contractItems/{warranty|traclink}/{userId}/{vehicleId}`: texts, checked by the
 * server (a missing user id is SPEC.md's 400 "User ID is required"; anything but the caller's own
 * user and vehicle a 404).
 */
export const contractItemsOfVehicleParamsSchema = z.object({
  userId: z.string(),
  vehicleId: z.string(),
});

/** The same paths without a user id (`/contractItems/warranty//{vehicleId}`): always a 400. */
export const contractItemsWithoutUserParamsSchema = z.object({ vehicleId: z.string() });
