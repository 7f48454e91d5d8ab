import {
  checkoutOrderSchema,
  contractItemParamsSchema,
  renewalInputSchema,
} from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Database, Orm } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { contractItems, findOrder, type ContractItemRow } from '../../plugins/orderRecords';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limiter } from '../../plugins/throttling/throttling';
import { vehicles } from '../../plugins/vehicles';
import { loadCatalogue } from './catalogue';
import { mailOrderConfirmation } from './orderMail';
import { placeRenewal } from './orderPlacement';
import { isoToday, orderTerms } from './ordering';
import { nextPeriodOnly } from './pricing';
import { checkoutFieldErrors, checkoutMessages } from './texts';

/**
 * Stored statuses of a licence that can be renewed now: running (an active one also when it
 * shows as expiring or expired), installed, or cancelled; not one still ordered.
 */
const renewable: readonly ContractItemRow['status'][] = [
  'active',
  'expiring',
  'expired',
  'equipped',
  'cancelled',
];

/**
 * `POST /contractItems/{contractItemId}/renew`: the customer pays a licence's next period now,
 * at its product's list price for the period (its own period unless another is asked for), with
 * a coupon if any, plus VAT; no setup fee. The licence runs on from its end, renewing
 * automatically again. Counted against the same submits limit as orders (`submits`).
 */
export const renewalRoutes: SchemaRoutes<{
  database: Database;
  mailer?: Mailer | undefined;
  submits: Limiter;
}> = async (app, { database, mailer, submits }) => {
  const { orm } = database;

  app.post(
    '/contractItems/:contractItemId/renew',
    {
      schema: {
        tags: ['checkout'],
        params: contractItemParamsSchema,
        body: renewalInputSchema,
        response: answers(checkoutOrderSchema),
      },
      config: { fieldErrors: checkoutFieldErrors },
    },
    async (request) => {
      const input = request.body;
      const caller = callerOf(request);
      const earlier = await findOrder(orm, caller.id, input.idempotencyKey);
      if (earlier) return success(earlier, request.t(checkoutMessages.renewed));

      const item = await loadLicence(orm, caller.id, request.params.contractItemId);
      if (!item) throw new Refusal(404, request.t(checkoutMessages.itemNotFound));
      const period = input.period ?? item.subscriptionPeriod;
      const [entry] = item.productId
        ? await loadCatalogue(orm, { id: item.productId, kind: 'traclink' })
        : [];
      const product = entry && period ? nextPeriodOnly(entry.product, period) : null;
      if (item.kind !== 'traclink' || !renewable.includes(item.status) || !period || !product) {
        throw new Refusal(409, request.t(checkoutMessages.notRenewable));
      }
      const today = isoToday();
      const terms = await orderTerms(request, orm, {
        product,
        period,
        couponCode: input.couponCode,
        invoiceAddress: input.invoiceAddress,
        expectedTotalGrossCents: input.expectedTotalGrossCents,
        today,
      });
      const placed = await placeRenewal(
        orm,
        {
          userId: caller.id,
          item,
          idempotencyKey: input.idempotencyKey,
          product: entry!.product,
          period,
          summary: terms.summary,
          invoiceAddress: terms.invoiceAddress,
          today,
        },
        () => submits.count(request),
      );
      if (placed.created) await mailOrderConfirmation(request, mailer, placed.order);
      return success(placed.order, request.t(checkoutMessages.renewed));
    },
  );
};

/** One of the user's items on one of the user's vehicles, or undefined. */
async function loadLicence(
  orm: Orm,
  userId: string,
  id: string,
): Promise<ContractItemRow | undefined> {
  const [row] = await orm
    .select({ item: contractItems })
    .from(contractItems)
    .innerJoin(
      vehicles,
      and(eq(vehicles.id, contractItems.vehicleId), eq(vehicles.userId, contractItems.userId)),
    )
    .where(and(eq(contractItems.id, id), eq(contractItems.userId, userId)));
  return row?.item;
}
