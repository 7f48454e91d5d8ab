import * as z from 'zod/mini';
import { catalogueProductPricesSchema, subscriptionPeriods } from './checkout';
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

/** An active item whose end is at most this many days away shows as `expiring` (computed). */
export const contractItemExpiringDays = 60;

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
  vehicle: z.object({
    id: z.uuid(),
    vin: z.string(),
    model: z.object({ id: z.string(), name: z.string() }),
  }),
});
export type ContractItemEntry = z.infer<typeof contractItemEntrySchema>;
export const contractItemEntriesSchema = z.array(contractItemEntrySchema);
