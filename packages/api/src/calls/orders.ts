import { checkoutOrderSchema, checkoutOrdersSchema, type CheckoutOrder } from '../schema/checkout';
import { apiGet, apiSend } from '../client/request';

/** The cache key of `fetchOrders`. */
export const ordersKey = '/orders';
/** The cache key of `fetchOrder(id)`. */
export const orderKey = (id: string) => `/orders/${encodeURIComponent(id)}`;
/** The cache key of `fetchOrdersToComplete` (staff). */
export const ordersToCompleteKey = '/orders/review';

/** GET /orders: the user's orders with their status history, newest first. */
export function fetchOrders(signal?: AbortSignal): Promise<CheckoutOrder[]> {
  return apiGet(ordersKey, checkoutOrdersSchema, { signal });
}

/** GET /orders/{id}: one of the user's orders (404 for any other), for its confirmation. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<CheckoutOrder> {
  return apiGet(orderKey(id), checkoutOrderSchema, { signal });
}

/** GET /orders/review (realm role staff, else 403): every user's orders still `ordered`, oldest first. */
export function fetchOrdersToComplete(signal?: AbortSignal): Promise<CheckoutOrder[]> {
  return apiGet(ordersToCompleteKey, checkoutOrdersSchema, { signal });
}

/**
 * POST /orders/{id}/complete (staff): the order is done, `completed`; its licence is installed
 * (contract item `equipped`) or its warranty in force (`active`). 409 for an order not `ordered`.
 */
export function completeOrder(id: string, signal?: AbortSignal): Promise<CheckoutOrder> {
  return apiSend(
    'POST',
    `/orders/${encodeURIComponent(id)}/complete`,
    undefined,
    checkoutOrderSchema,
    { signal },
  );
}
