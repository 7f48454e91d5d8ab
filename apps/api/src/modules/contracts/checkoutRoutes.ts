import {
  checkoutFieldErrorMessages,
  checkoutInputSchema,
  contractItemKinds,
  renewalInputSchema,
  type ContractItemKind,
  type ContractItemStatus,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { isUuid, loadVehicleRow } from '../fleet/repository';
import {
  appliesTo,
  findCoupon,
  loadCatalogue,
  placeOrder,
  placeRenewal,
} from './checkoutRepository';
import { checkoutLimits, OrderSteps, refuseField, refuseTooMany } from './ordering';
import { loadContractItems } from './repository';
import { contractMessages } from './texts';

/** Coupon code lookups per user (they would let a user guess codes): 30 in 10 minutes. */
export const couponLookupLimits: ThrottleLimits = { limit: 30, windowMs: 10 * 60_000 };

type Query = { Querystring: Record<string, unknown> };

/** Shown statuses from which a licence can be renewed now. */
const renewable: readonly ContractItemStatus[] = [
  'active',
  'expiring',
  'expired',
  'equipped',
  'cancelled',
];

/**
 * The checkout: `GET /catalogue/traclink` (public), `GET /checkout/products`,
 * `GET /checkout/coupons/{code}`, `POST /contractItems/checkout` and
 * `POST /contractItems/{id}/renew`. Prices are computed here, in cents; each new order or
 * renewal is confirmed to the customer by mail.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer?: Mailer | undefined },
) {
  const { orm } = database;
  const steps = new OrderSteps(orm, new Throttle(checkoutLimits), mailer);
  const couponLookups = new Throttle(couponLookupLimits);

  /** The caller's vehicle of an id, or null once a 404 has been sent. */
  async function ownVehicle(request: FastifyRequest, reply: FastifyReply, id: string) {
    const row = await loadVehicleRow(orm, callerOf(request).id, id);
    if (!row) {
      await reply.status(404).send(failure(request.t(contractMessages.vehicleNotFound)));
      return null;
    }
    return row;
  }

  app.get('/catalogue/traclink', { config: { public: true, anyOrigin: true } }, async () =>
    success(
      (await loadCatalogue(orm, { kind: 'traclink' })).flatMap(({ product }) =>
        product.kind === 'traclink' ? [product] : [],
      ),
    ),
  );

  app.get<Query>('/checkout/products', async (request, reply) => {
    const { kind, vehicleId } = request.query;
    if (typeof kind !== 'string' || !(contractItemKinds as readonly string[]).includes(kind)) {
      return reply.status(400).send(failure(request.t(contractMessages.kindInvalid)));
    }
    if (typeof vehicleId !== 'string' || vehicleId === '') {
      return reply.status(400).send(failure(request.t(contractMessages.vehicleIdRequired)));
    }
    const vehicle = await ownVehicle(request, reply, vehicleId);
    if (!vehicle) return reply;
    const today = isoToday();
    const catalogue = await loadCatalogue(orm, { kind: kind as ContractItemKind });
    return success(
      catalogue
        .map((entry) => entry.product)
        .filter((product) => appliesTo(product, vehicle, today)),
    );
  });

  app.get<{ Params: { code: string } }>('/checkout/coupons/:code', async (request, reply) => {
    const keys = [`user:${callerOf(request).id}`];
    if (couponLookups.blockedFor(keys) > 0) {
      return refuseTooMany(
        request,
        reply,
        couponLookups,
        keys,
        contractMessages.tooManyCouponLookups,
      );
    }
    couponLookups.count(keys);
    const coupon = await findCoupon(orm, request.params.code);
    if (!coupon) {
      return refuseField(
        request,
        reply,
        404,
        'couponCode',
        checkoutFieldErrorMessages.couponUnknown,
      );
    }
    return success(coupon);
  });

  app.post('/contractItems/checkout', async (request, reply) => {
    const input = await validBody(checkoutInputSchema, request, reply, checkoutFieldErrorMessages);
    if (!input) return reply;
    const earlier = await steps.earlierOrder(request, reply, input.idempotencyKey);
    if (earlier === 'refused') return reply;
    if (earlier) return success(earlier, request.t(contractMessages.orderReceived));

    const vehicle = await ownVehicle(request, reply, input.vehicleId);
    if (!vehicle) return reply;
    const today = isoToday();
    const [entry] = await loadCatalogue(orm, { id: input.productId, kind: input.kind });
    if (!entry) {
      return refuseField(request, reply, 404, 'productId', contractMessages.productNotFound);
    }
    if (!appliesTo(entry.product, vehicle, today)) {
      return refuseField(request, reply, 422, 'productId', contractMessages.productNotForVehicle);
    }
    const terms = await steps.terms(request, reply, {
      product: entry.product,
      period: input.period,
      couponCode: input.couponCode,
      invoiceAddress: input.invoiceAddress,
      expectedTotalGrossCents: input.expectedTotalGrossCents,
      today,
    });
    if (!terms) return reply;
    const placed = await placeOrder(orm, {
      userId: callerOf(request).id,
      vehicle,
      idempotencyKey: input.idempotencyKey,
      product: entry,
      period: input.period,
      today,
      ...terms,
    });
    if (placed.created) await steps.confirm(request, placed.order);
    return success(placed.order, request.t(contractMessages.orderReceived));
  });

  app.post<{ Params: { contractItemId: string } }>(
    '/contractItems/:contractItemId/renew',
    async (request, reply) => {
      const { contractItemId } = request.params;
      const input = await validBody(renewalInputSchema, request, reply, checkoutFieldErrorMessages);
      if (!input) return reply;
      const earlier = await steps.earlierOrder(request, reply, input.idempotencyKey);
      if (earlier === 'refused') return reply;
      if (earlier) return success(earlier, request.t(contractMessages.renewed));

      const caller = callerOf(request);
      const [item] = isUuid(contractItemId)
        ? await loadContractItems(orm, caller.id, { id: contractItemId })
        : [];
      if (!item) return reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
      const period = input.period ?? item.subscriptionPeriod;
      const [entry] = item.productId
        ? await loadCatalogue(orm, { id: item.productId, kind: 'traclink' })
        : [];
      const price = period ? entry?.product.prices[period] : undefined;
      if (
        item.kind !== 'traclink' ||
        !renewable.includes(item.status) ||
        !period ||
        !entry ||
        price === undefined
      ) {
        return reply.status(409).send(failure(request.t(contractMessages.notRenewable)));
      }
      const today = isoToday();
      // The next period only: no setup fee, no once price.
      const product = { ...entry.product, prices: { [period]: price } };
      const terms = await steps.terms(request, reply, {
        product,
        period,
        couponCode: input.couponCode,
        invoiceAddress: input.invoiceAddress,
        expectedTotalGrossCents: input.expectedTotalGrossCents,
        today,
      });
      if (!terms) return reply;
      const placed = await placeRenewal(orm, {
        userId: caller.id,
        item,
        idempotencyKey: input.idempotencyKey,
        product: entry.product,
        period,
        summary: terms.summary,
        invoiceAddress: terms.invoiceAddress,
        today,
      });
      if (placed.created) await steps.confirm(request, placed.order);
      return success(placed.order, request.t(contractMessages.renewed));
    },
  );
}

function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}
