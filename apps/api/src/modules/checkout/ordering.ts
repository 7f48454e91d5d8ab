import {
  checkoutFieldErrorMessages,
  checkoutTotalGrossCents,
  couponOutcomeErrorKeys,
  invoiceAddressSchema,
  type CatalogueProduct,
  type Coupon,
  type InvoiceAddress,
  type PriceSummary,
  type SubscriptionPeriod,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal } from '../../plugins/envelope';
import type { UserRow } from '../../plugins/users';
import { loadVehicleRow, type VehicleRow } from '../../plugins/vehicles';
import { findCoupon } from './coupons';
import { orderPrice } from './pricing';
import { checkoutMessages } from './texts';

// The checks an order and a renewal share before anything is stored: the price with its coupon,
// the invoice address, the total the customer saw. The submits limit counts when the order is
// stored (orderPlacement.ts), so that a repeated submit is never counted.

/** What an order is placed with once every check passed. */
export interface OrderTerms {
  summary: PriceSummary;
  /** The coupon entered, valid on the day. */
  coupon: Coupon | null;
  invoiceAddress: InvoiceAddress;
}

export interface OrderRequest {
  /** The product as it is charged: a renewal's has its period's price only. */
  product: CatalogueProduct;
  period: SubscriptionPeriod;
  couponCode: string | null;
  invoiceAddress: InvoiceAddress | null;
  expectedTotalGrossCents: number;
  /** `YYYY-MM-DD`. */
  today: string;
}

/**
 * The order's price (VAT 20 %, the coupon if it counts today: pricing.ts), invoice address (the
 * profile's when none is given) and the total checked against the one the customer saw. Refuses
 * an unknown, expired or future coupon (422 on couponCode), no address (422 on invoiceAddress),
 * another total (409: the prices changed).
 */
export async function orderTerms(
  request: FastifyRequest,
  orm: Orm,
  order: OrderRequest,
): Promise<OrderTerms> {
  const coupon = order.couponCode ? await findCoupon(orm, order.couponCode) : null;
  if (order.couponCode && !coupon) {
    throw fieldRefusal(request, 422, 'couponCode', checkoutFieldErrorMessages.couponUnknown);
  }
  const summary = orderPrice(order.product, { period: order.period, coupon, today: order.today });
  if (summary.coupon && summary.coupon.outcome !== 'valid') {
    const key = couponOutcomeErrorKeys[summary.coupon.outcome];
    throw fieldRefusal(request, 422, 'couponCode', checkoutFieldErrorMessages[key]);
  }
  const invoiceAddress = order.invoiceAddress ?? profileAddress(callerOf(request));
  if (!invoiceAddress) {
    throw fieldRefusal(request, 422, 'invoiceAddress', checkoutMessages.invoiceAddressMissing);
  }
  if (checkoutTotalGrossCents(summary) !== order.expectedTotalGrossCents) {
    throw new Refusal(409, request.t(checkoutMessages.pricesChanged));
  }
  return { summary, coupon: summary.coupon ? coupon : null, invoiceAddress };
}

/** The profile's address as an invoice address, or null when it is not complete. */
export function profileAddress(user: UserRow): InvoiceAddress | null {
  const parsed = invoiceAddressSchema.safeParse({
    company: user.company,
    firstName: user.firstName,
    lastName: user.lastName,
    street: user.street,
    zip: user.zip,
    city: user.city,
    country: user.country,
  });
  return parsed.success ? parsed.data : null;
}

/** The caller's vehicle of an id; another user's or none at all is a 404. */
export async function ownVehicle(
  request: FastifyRequest,
  orm: Orm,
  id: string,
): Promise<VehicleRow> {
  const row = await loadVehicleRow(orm, callerOf(request).id, id);
  if (!row) throw new Refusal(404, request.t(checkoutMessages.vehicleNotFound));
  return row;
}

/** A refusal naming one field: the message both as the answer's and as the field's. */
export function fieldRefusal(
  request: FastifyRequest,
  status: number,
  field: string,
  descriptor: MessageDescriptor,
): Refusal {
  const message = request.t(descriptor);
  return new Refusal(status, message, { [field]: message });
}

/** Today as `YYYY-MM-DD` (UTC). */
export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}
