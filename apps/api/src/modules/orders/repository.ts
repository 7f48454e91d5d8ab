import type { CheckoutOrder } from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { contractItems, loadOrder, orderStatusChanges, orders } from '../../plugins/orderRecords';

/**
 * Staff complete an order Lindner has processed: `completed`, with its history entry. The item a
 * new order created goes into service (a licence installed, `equipped`; a warranty `active`); a
 * renewal's item runs already and stays as it is. `notFound` for no such order, `notOrdered` for
 * one that is completed or cancelled already (also when two staff complete it at once).
 */
export async function completeOrder(
  orm: Orm,
  id: string,
): Promise<CheckoutOrder | 'notFound' | 'notOrdered'> {
  const outcome = await orm.transaction(async (tx) => {
    const [completed] = await tx
      .update(orders)
      .set({ status: 'completed' })
      .where(and(eq(orders.id, id), eq(orders.status, 'ordered')))
      .returning();
    if (!completed) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      return exists ? 'notOrdered' : 'notFound';
    }
    await tx.insert(orderStatusChanges).values({ orderId: id, status: 'completed' });
    if (completed.type === 'order' && completed.contractItemId) {
      await tx
        .update(contractItems)
        .set({ status: completed.kind === 'traclink' ? 'equipped' : 'active' })
        .where(
          and(eq(contractItems.id, completed.contractItemId), eq(contractItems.status, 'ordered')),
        );
    }
    return 'completed';
  });
  if (outcome !== 'completed') return outcome;
  return (await loadOrder(orm, { id }))!;
}
