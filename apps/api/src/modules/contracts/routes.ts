import {
  checkoutFieldErrorMessages,
  checkoutInputSchema,
  checkoutTotalGrossCents,
  contractItemKinds,
  couponOutcomeErrorKeys,
  invoiceAddressSchema,
  priceSummary,
  renewalInputSchema,
  standardVatRate,
  type ContractItemKind,
  type ContractItemStatus,
  type InvoiceAddress,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { textsFor } from '../../plugins/texts';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import type { Mailer } from '../../mail/mailer';
import type { UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { isUuid, loadVehicleRow } from '../fleet/repository';
import { fleetMessages } from '../fleet/texts';
import {
  appliesTo,
  findCoupon,
  findOrder,
  loadCatalogue,
  placeOrder,
  placeRenewal,
} from './checkoutRepository';
import { cancelContractItem, loadContractItemNotifications, loadContractItems } from './repository';
import { orderConfirmationMail } from './orderMail';
import { contractMessages } from './texts';
import { validCheckoutBody } from './validation';

/** Orders placed per user (each computes prices and creates an order): 10 in 10 minutes. */
export const checkoutLimits: ThrottleLimits = { limit: 10, windowMs: 10 * 60_000 };

type Query = { Querystring: Record<string, unknown> };

export interface ContractRoutesOptions {
  database: Database;
  /** Sends the customer the confirmation of each new order (the mailbox in development). */
  mailer?: Mailer;
}

/**
 * The caller's licences and warranties and their checkout (SPEC.md section 7):
 * `GET /contractItems/notifications`, `GET /contractItems`, `GET /contractItems/{id}`,
 * `GET /contractItems/{warranty|traclink}/{userId}/{vehicleId}`, `GET /checkout/products`,
 * `POST /contractItems/checkout`, `POST /contractItems/{id}/renew` and `/cancel`. Only the owner
 * reaches an item or a vehicle: another user's id answers 404, as does an id that cannot be one.
 * With a mailer, each new order (not a renewal) is confirmed to the customer by mail.
 */
export async function contractRoutes(
  app: FastifyInstance,
  { database, mailer }: ContractRoutesOptions,
) {
  const { orm } = database;
  const orderThrottle = new Throttle(checkoutLimits);

  /** The caller's vehicle of an id, or null once a 404 has been sent. */
  async function ownVehicle(request: FastifyRequest, reply: FastifyReply, id: string) {
    const row = await loadVehicleRow(orm, callerOf(request).id, id);
    if (!row) {
      await reply.status(404).send(failure(request.t(fleetMessages.vehicleNotFound)));
      return null;
    }
    return row;
  }

  app.get('/contractItems/notifications', async (request) =>
    success(await loadContractItemNotifications(orm, callerOf(request).id)),
  );

  app.get('/contractItems', async (request) =>
    success(await loadContractItems(orm, callerOf(request).id)),
  );

  app.get<{ Params: { contractItemId: string } } & Query>(
    '/contractItems/:contractItemId',
    async (request, reply) => {
      const { contractItemId } = request.params;
      const { vehicleId } = request.query;
      const notFound = () =>
        reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
      if (!isUuid(contractItemId)) return notFound();
      if (
        vehicleId !== undefined &&
        vehicleId !== '' &&
        (typeof vehicleId !== 'string' || !isUuid(vehicleId))
      ) {
        return notFound();
      }
      const [item] = await loadContractItems(orm, callerOf(request).id, {
        id: contractItemId,
        ...(typeof vehicleId === 'string' && vehicleId !== '' ? { vehicleId } : {}),
      });
      if (!item) return notFound();
      return success(item);
    },
  );

  app.post<{ Params: { contractItemId: string } }>(
    '/contractItems/:contractItemId/cancel',
    async (request, reply) => {
      const { contractItemId } = request.params;
      const caller = callerOf(request);
      const outcome = isUuid(contractItemId)
        ? await cancelContractItem(orm, caller.id, contractItemId)
        : 'notFound';
      if (outcome === 'notFound') {
        return reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
      }
      if (outcome === 'notCancellable') {
        return reply.status(409).send(failure(request.t(contractMessages.notCancellable)));
      }
      const validTo = textsFor(request.locale).dateTime(new Date(`${outcome.validTo}T00:00:00Z`), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      return success(outcome, request.t(contractMessages.cancelled, { validTo }));
    },
  );

  /** Shown statuses from which a licence can be renewed now. */
  const renewable: readonly ContractItemStatus[] = [
    'active',
    'expiring',
    'expired',
    'equipped',
    'cancelled',
  ];

  app.post<{ Params: { contractItemId: string } }>(
    '/contractItems/:contractItemId/renew',
    async (request, reply) => {
      const caller = callerOf(request);
      const { contractItemId } = request.params;
      const keys = [`user:${caller.id}`];
      const input = await validCheckoutBody(renewalInputSchema, request, reply);
      if (!input) return reply;
      const earlier = await findOrder(orm, caller.id, input.idempotencyKey);
      if (earlier) return success(earlier, request.t(contractMessages.renewed));
      if (orderThrottle.blockedFor(keys) > 0) {
        return refuseTooMany(request, reply, orderThrottle, keys);
      }

      const [item] = isUuid(contractItemId)
        ? await loadContractItems(orm, caller.id, { id: contractItemId })
        : [];
      if (!item) return reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
      const period = item.subscriptionPeriod;
      // The licence renews at the current list price of its product (by its title).
      const product = (await loadCatalogue(orm, { kind: 'traclink' })).find(
        (entry) => entry.product.name === item.title,
      )?.product;
      const price = period ? product?.prices[period] : undefined;
      if (
        item.kind !== 'traclink' ||
        !renewable.includes(item.status) ||
        !period ||
        !product ||
        price === undefined
      ) {
        return reply.status(409).send(failure(request.t(contractMessages.notRenewable)));
      }
      const today = isoToday();
      const summary = priceSummary(
        { ...product, prices: { [period]: price } },
        { period, vatRate: standardVatRate, today },
      );
      const invoiceAddress = input.invoiceAddress ?? profileAddress(caller);
      if (!invoiceAddress) {
        return refuseField(
          request,
          reply,
          422,
          'invoiceAddress',
          contractMessages.invoiceAddressMissing,
        );
      }
      if (checkoutTotalGrossCents(summary) !== input.expectedTotalGrossCents) {
        return reply.status(409).send(failure(request.t(contractMessages.pricesChanged)));
      }
      if (orderThrottle.blockedFor(keys) > 0) {
        return refuseTooMany(request, reply, orderThrottle, keys);
      }
      orderThrottle.count(keys);
      const placed = await placeRenewal(orm, {
        userId: caller.id,
        item,
        idempotencyKey: input.idempotencyKey,
        product,
        period,
        summary,
        invoiceAddress,
        today,
      });
      return success(placed.order, request.t(contractMessages.renewed));
    },
  );

  for (const kind of contractItemKinds) {
    /** A missing user id: an empty segment, or what an unset variable turns into in a path. */
    const missing = (userId: string | undefined) =>
      !userId || userId === 'undefined' || userId === 'null';
    const userIdRequired = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(400).send(failure(request.t(contractMessages.userIdRequired)));

    app.get<{ Params: { userId: string; vehicleId: string } }>(
      `/contractItems/${kind}/:userId/:vehicleId`,
      async (request, reply) => {
        const { userId, vehicleId } = request.params;
        if (missing(userId)) return userIdRequired(request, reply);
        const caller = callerOf(request);
        if (userId !== caller.id) {
          return reply.status(404).send(failure(request.t(fleetMessages.vehicleNotFound)));
        }
        const vehicle = await ownVehicle(request, reply, vehicleId);
        if (!vehicle) return reply;
        return success(await loadContractItems(orm, caller.id, { kind, vehicleId: vehicle.id }));
      },
    );
    // `/contractItems/warranty//{vehicleId}` and `/contractItems/warranty/{vehicleId}`: no user id.
    app.get(`/contractItems/${kind}//:vehicleId`, (request, reply) =>
      userIdRequired(request, reply),
    );
    app.get(`/contractItems/${kind}/:vehicleId`, (request, reply) =>
      userIdRequired(request, reply),
    );
  }

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

  app.post('/contractItems/checkout', async (request, reply) => {
    const caller = callerOf(request);
    const keys = [`user:${caller.id}`];
    const input = await validCheckoutBody(checkoutInputSchema, request, reply);
    if (!input) return reply;

    // A submit sent again (a lost answer, a double click) answers its order, limit or not.
    const earlier = await findOrder(orm, caller.id, input.idempotencyKey);
    if (earlier) return success(earlier, request.t(contractMessages.orderReceived));
    if (orderThrottle.blockedFor(keys) > 0)
      return refuseTooMany(request, reply, orderThrottle, keys);

    const vehicle = await ownVehicle(request, reply, input.vehicleId);
    if (!vehicle) return reply;
    const today = isoToday();
    const [entry] = await loadCatalogue(orm, { id: input.productId, kind: input.kind });
    if (!entry)
      return refuseField(request, reply, 404, 'productId', contractMessages.productNotFound);
    if (!appliesTo(entry.product, vehicle, today)) {
      return refuseField(request, reply, 422, 'productId', contractMessages.productNotForVehicle);
    }

    const coupon = input.couponCode ? await findCoupon(orm, input.couponCode) : null;
    if (input.couponCode && !coupon) {
      return refuseField(
        request,
        reply,
        422,
        'couponCode',
        checkoutFieldErrorMessages.couponUnknown,
      );
    }
    const summary = priceSummary(entry.product, {
      period: input.period,
      vatRate: standardVatRate,
      coupon,
      today,
    });
    if (summary.coupon && summary.coupon.outcome !== 'valid') {
      const key = couponOutcomeErrorKeys[summary.coupon.outcome];
      return refuseField(request, reply, 422, 'couponCode', checkoutFieldErrorMessages[key]);
    }

    const invoiceAddress = input.invoiceAddress ?? profileAddress(caller);
    if (!invoiceAddress) {
      return refuseField(
        request,
        reply,
        422,
        'invoiceAddress',
        contractMessages.invoiceAddressMissing,
      );
    }
    if (checkoutTotalGrossCents(summary) !== input.expectedTotalGrossCents) {
      return reply.status(409).send(failure(request.t(contractMessages.pricesChanged)));
    }

    // Checked again and counted with no await in between: parallel submits of one user cannot
    // pass the limit together.
    if (orderThrottle.blockedFor(keys) > 0)
      return refuseTooMany(request, reply, orderThrottle, keys);
    orderThrottle.count(keys);
    const placed = await placeOrder(orm, {
      userId: caller.id,
      vehicle,
      idempotencyKey: input.idempotencyKey,
      product: entry,
      period: input.period,
      coupon: summary.coupon ? coupon : null,
      summary,
      invoiceAddress,
      today,
    });
    if (placed.created && mailer && caller.email) {
      // The order stands: a failed confirmation mail is logged, not answered as a failure
      // (the customer would order again).
      await mailer
        .send(
          orderConfirmationMail(placed.order, {
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
    return success(placed.order, request.t(contractMessages.orderReceived));
  });
}

/** The profile's address as an invoice address, or null when it is not complete. */
function profileAddress(user: UserRow): InvoiceAddress | null {
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
function refuseField(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  field: string,
  descriptor: Parameters<FastifyRequest['t']>[0],
) {
  const message = request.t(descriptor);
  return reply.status(status).send(failure(message, { [field]: message }));
}

/** 429 with a message saying in how many minutes the user may order again; `Retry-After`. */
function refuseTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  throttle: Throttle,
  keys: string[],
) {
  const wait = throttle.blockedFor(keys);
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send(failure(request.t(contractMessages.tooManyOrders, { minutes: minutesToWait(wait) })));
}

function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}
