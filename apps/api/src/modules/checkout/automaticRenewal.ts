import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { contractItems, orderStatusChanges, orders } from '../../plugins/orderRecords';
import { users } from '../../plugins/users';
import { loadCatalogue } from './catalogue';
import { addMonths, dayAfter } from './orderPlacement';
import { profileAddress } from './ordering';
import { nextPeriodOnly, orderPrice } from './pricing';

/** Where a run reports the licences it could not renew. */
export interface RenewalLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** An hour: a licence renews within the hour after its end, on any API instance. */
export const automaticRenewalIntervalMs = 60 * 60_000;

/**
 * Renews every licence that renews automatically and ended before `today` (`YYYY-MM-DD`) by its
 * subscription period, until it runs to today or later: each period at its product's current
 * list price (no coupon, VAT 20 %: pricing.ts), recorded as an order of type `automaticRenewal`
 * that is completed at once, invoiced to the profile's address. A user without a complete
 * address is skipped and logged. Several API instances may run it at once: a licence moves on
 * only from the end this run read, so each period is renewed and charged once. Answers how many
 * orders (periods) it recorded. Whether a licence renews is the customer's switch
 * (`PUT /contractItems/{id}/autoRenew`, modules/contracts); the renewal is an order, so it is the
 * checkout's.
 */
export async function renewDueLicences(orm: Orm, today: string, log?: RenewalLog): Promise<number> {
  const due = await orm
    .select({ item: contractItems, user: users })
    .from(contractItems)
    .innerJoin(users, eq(users.id, contractItems.userId))
    .where(
      and(
        eq(contractItems.kind, 'traclink'),
        eq(contractItems.renewsAutomatically, true),
        notInArray(contractItems.status, ['cancelled', 'ordered', 'expired']),
        lt(contractItems.validTo, today),
        isNotNull(contractItems.subscriptionPeriod),
        isNotNull(contractItems.productId),
      ),
    );
  const products = new Map<string, ReturnType<typeof loadCatalogue>>();
  const productOf = (id: string) => {
    if (!products.has(id)) products.set(id, loadCatalogue(orm, { id, kind: 'traclink' }));
    return products.get(id)!;
  };
  let recorded = 0;
  for (const { item, user } of due) {
    const period = item.subscriptionPeriod!;
    const [entry] = await productOf(item.productId!);
    const product = entry ? nextPeriodOnly(entry.product, period) : null;
    const invoiceAddress = profileAddress(user);
    if (!entry || !product || !invoiceAddress) {
      log?.warn(
        { contractItemId: item.id, userId: user.id },
        invoiceAddress
          ? 'A licence was not renewed: its product has no price for its period'
          : 'A licence was not renewed: its owner has no complete address',
      );
      continue;
    }
    const summary = orderPrice(product, { period, today });
    let validTo = item.validTo;
    while (validTo < today) {
      const from = validTo;
      const next = addMonths(dayAfter(from), period === 'yearly' ? 12 : 1);
      const renewed = await orm.transaction(async (tx) => {
        const [moved] = await tx
          .update(contractItems)
          .set({ validTo: next })
          .where(and(eq(contractItems.id, item.id), eq(contractItems.validTo, from)))
          .returning({ id: contractItems.id });
        // Another instance renewed this period already.
        if (!moved) return false;
        const [order] = await tx
          .insert(orders)
          .values({
            userId: item.userId,
            vehicleId: item.vehicleId,
            idempotencyKey: randomUUID(),
            kind: 'traclink',
            productId: entry.product.id,
            productName: entry.product.name,
            period,
            summary,
            invoiceAddress,
            contractItemId: item.id,
            type: 'automaticRenewal',
            status: 'completed',
          })
          .returning({ id: orders.id, createdAt: orders.createdAt });
        await tx.insert(orderStatusChanges).values([
          { orderId: order!.id, status: 'ordered', changedAt: order!.createdAt },
          { orderId: order!.id, status: 'completed', changedAt: order!.createdAt },
        ]);
        return true;
      });
      if (!renewed) break;
      recorded += 1;
      validTo = next;
    }
  }
  return recorded;
}
