import { normalCouponCode } from './coupon';

/**
 * The idempotency key of a checkout (DESIGN.md "Money in checkout"). It is made when the
 * checkout opens; a submit binds it to what is ordered. Sending again the same order (Retry
 * after a network failure, again after changed prices) keeps the key, so the server answers
 * the first order instead of placing a second; once the customer changes what is ordered, the
 * next submit gets a new key.
 */
export interface OrderKey {
  key: string;
  /** What the key was last sent for (`orderSignature`), null before the first submit. */
  sentFor: string | null;
}

export function openOrderKey(makeKey: () => string): OrderKey {
  return { key: makeKey(), sentFor: null };
}

/** The key to send an order with, and the state to keep for the next submit. */
export function keyForSubmit(
  current: OrderKey,
  signature: string,
  makeKey: () => string,
): OrderKey {
  if (current.sentFor === null || current.sentFor === signature) {
    return { key: current.key, sentFor: signature };
  }
  return { key: makeKey(), sentFor: signature };
}

/** What is ordered, as a comparable string: the item, the vehicle, the period, the coupon. */
export function orderSignature(order: {
  kind: string;
  vehicleId: string | null;
  productId: string | null;
  period: string | null;
  couponCode: string | null;
  renewContractItemId?: string | null;
}): string {
  return JSON.stringify([
    order.kind,
    order.renewContractItemId ?? null,
    order.vehicleId,
    order.productId,
    order.period,
    (order.couponCode && normalCouponCode(order.couponCode)) || null,
  ]);
}

/**
 * A new idempotency key, a random UUID v4. `crypto.randomUUID` exists only in secure contexts;
 * a CMS page served over plain HTTP gets one from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
