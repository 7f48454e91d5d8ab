import {
  checkoutFieldErrorMessages,
  checkoutTotalGrossCents,
  couponOutcomeErrorKeys,
  invoiceAddressSchema,
  priceSummary,
  standardVatRate,
  type CatalogueProduct,
  type CheckoutOrder,
  type Coupon,
  type InvoiceAddress,
  type PriceSummary,
  type SubscriptionPeriod,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { failure } from '../../plugins/envelope';
import { minutesToWait, type Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { findOrder } from '../orders/repository';
import type { UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { findCoupon } from './checkoutRepository';
import { orderConfirmationMail } from './orderMail';
import { contractMessages } from './texts';

// The steps an order and a renewal share, in the order a submit takes them: a repeat answers its
// order, the price with its coupon, the invoice address, the total the customer saw, the limit.

/** Orders placed per user (each computes prices and creates an order): 10 in 10 minutes. */
export const checkoutLimits: ThrottleLimits = { limit: 10, windowMs: 10 * 60_000 };

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

export class OrderSteps {
  constructor(
    private readonly orm: Orm,
    private readonly throttle: Throttle,
    private readonly mailer?: Mailer,
  ) {}

  /**
   * The order placed before with this idempotency key (a lost answer, a double click): it answers
   * again, limit or not. Otherwise `null` to go on, or `refused` once a 429 has been sent to a
   * user over the limit.
   */
  async earlierOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    idempotencyKey: string,
  ): Promise<CheckoutOrder | 'refused' | null> {
    const keys = this.keysOf(request);
    const earlier = await findOrder(this.orm, callerOf(request).id, idempotencyKey);
    if (earlier) return earlier;
    if (this.throttle.blockedFor(keys) > 0) {
      await refuseTooMany(request, reply, this.throttle, keys, contractMessages.tooManyOrders);
      return 'refused';
    }
    return null;
  }

  /**
   * The order's price (VAT 20 %, the coupon if it counts today), invoice address (the profile's
   * when none is given) and the total checked against the one the customer saw; the order is
   * counted against the limit. Null once a refusal has been sent: an unknown, expired or future
   * coupon (422 on couponCode), no address (422), another total (409), over the limit (429).
   */
  async terms(
    request: FastifyRequest,
    reply: FastifyReply,
    order: OrderRequest,
  ): Promise<OrderTerms | null> {
    const coupon = order.couponCode ? await findCoupon(this.orm, order.couponCode) : null;
    if (order.couponCode && !coupon) {
      await refuseField(
        request,
        reply,
        422,
        'couponCode',
        checkoutFieldErrorMessages.couponUnknown,
      );
      return null;
    }
    const summary = priceSummary(order.product, {
      period: order.period,
      vatRate: standardVatRate,
      coupon,
      today: order.today,
    });
    if (summary.coupon && summary.coupon.outcome !== 'valid') {
      const key = couponOutcomeErrorKeys[summary.coupon.outcome];
      await refuseField(request, reply, 422, 'couponCode', checkoutFieldErrorMessages[key]);
      return null;
    }
    const invoiceAddress = order.invoiceAddress ?? profileAddress(callerOf(request));
    if (!invoiceAddress) {
      await refuseField(
        request,
        reply,
        422,
        'invoiceAddress',
        contractMessages.invoiceAddressMissing,
      );
      return null;
    }
    if (checkoutTotalGrossCents(summary) !== order.expectedTotalGrossCents) {
      await reply.status(409).send(failure(request.t(contractMessages.pricesChanged)));
      return null;
    }
    // Checked again and counted with no await in between: parallel submits of one user cannot
    // pass the limit together.
    const keys = this.keysOf(request);
    if (this.throttle.blockedFor(keys) > 0) {
      await refuseTooMany(request, reply, this.throttle, keys, contractMessages.tooManyOrders);
      return null;
    }
    this.throttle.count(keys);
    return { summary, coupon: summary.coupon ? coupon : null, invoiceAddress };
  }

  /** Mails the customer the confirmation of an order just placed, in the caller's language. */
  async confirm(request: FastifyRequest, order: CheckoutOrder): Promise<void> {
    const caller = callerOf(request);
    if (!this.mailer || !caller.email) return;
    // The order stands: a failed confirmation mail is logged, not answered as a failure (the
    // customer would order again).
    await this.mailer
      .send(
        orderConfirmationMail(order, {
          to: caller.email,
          userId: caller.id,
          name: displayName(caller),
          locale: request.locale,
        }),
      )
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'The order confirmation mail failed'),
      );
  }

  private keysOf(request: FastifyRequest): string[] {
    return [`user:${callerOf(request).id}`];
  }
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

/** A refusal naming one field: the message both as the answer's and as the field's. */
export function refuseField(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  field: string,
  descriptor: MessageDescriptor,
) {
  const message = request.t(descriptor);
  return reply.status(status).send(failure(message, { [field]: message }));
}

/** 429 with a message saying in how many minutes the user may try again; `Retry-After`. */
export function refuseTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
  descriptor: MessageDescriptor,
) {
  const wait = throttle.blockedFor(keys);
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send(failure(request.t(descriptor, { minutes: minutesToWait(wait) })));
}
