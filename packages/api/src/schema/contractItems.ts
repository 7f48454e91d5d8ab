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
