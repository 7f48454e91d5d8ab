import type { CheckoutOrder, OrderStatus } from '@lindner/api/schema';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { contractItems, orderStatusChanges, orders, type OrderRow } from '../contracts/tables';
import { vehicles } from '../fleet/tables';
import { vehicleModels } from '../models/tables';

export interface OrderFilter {
  /** The owner's orders only; without it every user's (staff). */
  userId?: string;
  id?: string;
  status?: OrderStatus;
  idempotencyKey?: string;
}

/** Orders with their vehicle and status history: newest first, or oldest first. */
export async function loadOrders(
  orm: Orm,
  filter: OrderFilter,
  sequence: 'newestFirst' | 'oldestFirst' = 'newestFirst',
): Promise<CheckoutOrder[]> {
  const conditions: (SQL | undefined)[] = [
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.id ? eq(orders.id, filter.id) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.idempotencyKey ? eq(orders.idempotencyKey, filter.idempotencyKey) : undefined,
  ];
  const by = sequence === 'newestFirst' ? desc : asc;
  const rows = await orm
    .select({
      order: orders,
      vin: vehicles.vin,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(orders)
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(and(...conditions))
    .orderBy(by(orders.createdAt), by(orders.id));
  if (rows.length === 0) return [];
  const changes = await orm
    .select()
    .from(orderStatusChanges)
    .where(
      inArray(
        orderStatusChanges.orderId,
        rows.map(({ order }) => order.id),
      ),
    )
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.seq));
  return rows.map(({ order, vin, modelId, modelName }) => ({
    ...orderOf(order),
    vehicle: { id: order.vehicleId, vin, model: { id: modelId, name: modelName } },
    statusHistory: changes
      .filter((change) => change.orderId === order.id)
      .map((change) => ({ status: change.status, changedAt: change.changedAt.toISOString() })),
  }));
}

function orderOf(row: OrderRow): Omit<CheckoutOrder, 'vehicle' | 'statusHistory'> {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    productId: row.productId,
    productName: row.productName,
    contractItemId: row.contractItemId,
    invoiceAddress: row.invoiceAddress,
    summary: row.summary,
  };
}

/** One order, or null. */
export async function loadOrder(orm: Orm, filter: OrderFilter): Promise<CheckoutOrder | null> {
  const [order] = await loadOrders(orm, filter);
  return order ?? null;
}

/** The user's order of an idempotency key, if one was placed with it. */
export function findOrder(
  orm: Orm,
  userId: string,
  idempotencyKey: string,
): Promise<CheckoutOrder | null> {
  return loadOrder(orm, { userId, idempotencyKey });
}

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
