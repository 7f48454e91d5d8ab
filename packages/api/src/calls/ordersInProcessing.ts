import * as z from 'zod/mini';
import { apiGet } from '../client/request';

// Every page of the personal area loads this call (the bottom area's order banner): a module apart
// from calls/orders.ts, so that it does without the order's full schema and the checkout's.

/** The cache key of `fetchOrdersInProcessing`. */
export const ordersInProcessingKey = '/orders?status=ordered';

/**
 * An order still being processed, as the bottom area's order banner shows it: only the fields
 * it reads are checked (every personal-area page loads this call, so it does without the
 * order's full schema).
 */
export const orderInProcessingSchema = z.looseObject({
  id: z.string(),
  productName: z.string(),
  createdAt: z.string(),
});
export type OrderInProcessing = z.infer<typeof orderInProcessingSchema>;

/** GET /orders?status=ordered: the user's orders Lindner is still processing, newest first. */
export function fetchOrdersInProcessing(signal?: AbortSignal): Promise<OrderInProcessing[]> {
  return apiGet(ordersInProcessingKey, z.array(orderInProcessingSchema), { signal });
}
