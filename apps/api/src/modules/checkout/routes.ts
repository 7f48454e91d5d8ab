import {
  checkoutFieldErrorMessages,
  checkoutInputSchema,
  checkoutOrderSchema,
  checkoutProductsQuerySchema,
  checkoutProductsSchema,
  couponCodeParamsSchema,
  couponSchema,
  traclinkCatalogueSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { findOrder } from '../../plugins/orderRecords';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { appliesTo, hasRunningWarranty, loadCatalogue } from './catalogue';
import { findCoupon } from './coupons';
import { checkoutSubmits, couponLookups } from './limits';
import { mailOrderConfirmation } from './orderMail';
import { placeOrder } from './orderPlacement';
import { fieldRefusal, isoToday, orderTerms, ownVehicle } from './ordering';
import { renewalRoutes } from './renewalRoutes';
import { checkoutFieldErrors, checkoutMessages } from './texts';

export interface CheckoutRoutesOptions {
  database: Database;
  /** Confirms orders and renewals to the customer (the mailbox in development). */
  mailer?: Mailer;
}

/**
 * The checkout: `GET /catalogue/traclink` (public), `GET /checkout/products`,
 * `GET /checkout/coupons/{couponCode}`, `POST /contractItems/checkout` and the renewal of a
 * licence now (renewalRoutes.ts). Prices are computed here, in cents (pricing.ts); each new order
 * or renewal is confirmed to the customer by mail. The licences' automatic renewal is this
 * module's job too (automaticRenewal.ts).
 */
export const checkoutRoutes: SchemaRoutes<CheckoutRoutesOptions> = async (
  app,
  { database, mailer },
) => {
  const { orm } = database;
  const submits = app.limiter(checkoutSubmits);

  app.get(
    '/catalogue/traclink',
    {
      schema: { tags: ['checkout'], response: answers(traclinkCatalogueSchema) },
      config: { public: true, anyOrigin: true },
    },
    async () =>
      success(
        (await loadCatalogue(orm, { kind: 'traclink' })).flatMap(({ product }) =>
          product.kind === 'traclink' ? [product] : [],
        ),
      ),
  );

  app.get(
    '/checkout/products',
    {
      schema: {
        tags: ['checkout'],
        querystring: checkoutProductsQuerySchema,
        response: answers(checkoutProductsSchema),
      },
      config: { fieldErrors: checkoutFieldErrors },
    },
    async (request) => {
      const { kind, vehicleId } = request.query;
      const vehicle = await ownVehicle(request, orm, vehicleId);
      const today = isoToday();
      const catalogue = await loadCatalogue(orm, { kind });
      const warrantyRunning = kind !== 'traclink' && (await hasRunningWarranty(orm, vehicle.id));
      return success(
        catalogue
          .map((entry) => entry.product)
          .filter((product) => appliesTo(product, vehicle, today))
          .filter((product) => !(product.kind === 'warranty' && warrantyRunning)),
      );
    },
  );

  app.get(
    '/checkout/coupons/:couponCode',
    {
      schema: {
        tags: ['checkout'],
        params: couponCodeParamsSchema,
        response: answers(couponSchema),
      },
      preHandler: app.throttle(couponLookups),
    },
    async (request) => {
      const coupon = await findCoupon(orm, request.params.couponCode);
      if (!coupon) {
        throw fieldRefusal(request, 404, 'couponCode', checkoutFieldErrorMessages.couponUnknown);
      }
      return success(coupon);
    },
  );

  app.post(
    '/contractItems/checkout',
    {
      schema: {
        tags: ['checkout'],
        body: checkoutInputSchema,
        response: answers(checkoutOrderSchema),
      },
      config: { fieldErrors: checkoutFieldErrors },
    },
    async (request) => {
      const input = request.body;
      const caller = callerOf(request);
      // A repeated submit (a lost answer, a double click) answers its order, limit or not.
      const earlier = await findOrder(orm, caller.id, input.idempotencyKey);
      if (earlier) return success(earlier, request.t(checkoutMessages.orderReceived));

      const vehicle = await ownVehicle(request, orm, input.vehicleId);
      const today = isoToday();
      const [entry] = await loadCatalogue(orm, { id: input.productId, kind: input.kind });
      if (!entry) {
        throw fieldRefusal(request, 404, 'productId', checkoutMessages.productNotFound);
      }
      if (!appliesTo(entry.product, vehicle, today)) {
        throw fieldRefusal(request, 422, 'productId', checkoutMessages.productNotForVehicle);
      }
      if (entry.product.kind === 'warranty' && (await hasRunningWarranty(orm, vehicle.id))) {
        throw fieldRefusal(request, 409, 'productId', checkoutMessages.warrantyRunning);
      }
      const terms = await orderTerms(request, orm, {
        product: entry.product,
        period: input.period,
        couponCode: input.couponCode,
        invoiceAddress: input.invoiceAddress,
        expectedTotalGrossCents: input.expectedTotalGrossCents,
        today,
      });
      const placed = await placeOrder(
        orm,
        {
          userId: caller.id,
          vehicleId: vehicle.id,
          idempotencyKey: input.idempotencyKey,
          product: entry,
          period: input.period,
          today,
          ...terms,
        },
        () => submits.count(request),
      );
      if (placed.created) await mailOrderConfirmation(request, mailer, placed.order);
      return success(placed.order, request.t(checkoutMessages.orderReceived));
    },
  );

  await app.register(renewalRoutes, { database, mailer, submits });
};
