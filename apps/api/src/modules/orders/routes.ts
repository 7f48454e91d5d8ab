import { orderStatuses, type OrderStatus } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { isUuid } from '../fleet/repository';
import { staffRole } from '../fleet/review';
import { completeOrder, loadOrder, loadOrders } from './repository';
import { orderMessages } from './texts';

type OrderParams = { Params: { id: string } };

/**
 * The caller's orders (`GET /orders`, `?status=`, `GET /orders/{id}`: the owner's only, any other
 * id answers 404) and staff's processing of them (`GET /orders/review`, the orders still
 * `ordered`, oldest first; `POST /orders/{id}/complete`). Realm role `staff` only for those:
 * everyone else gets 403 with a message.
 */
export async function orderRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;

  async function isStaff(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (callerOf(request).roles.includes(staffRole)) return true;
    await reply.status(403).send(failure(request.t(orderMessages.staffOnly)));
    return false;
  }

  app.get<{ Querystring: Record<string, unknown> }>('/orders', async (request, reply) => {
    const { status } = request.query;
    if (status !== undefined && !(orderStatuses as readonly unknown[]).includes(status)) {
      return reply.status(400).send(failure(request.t(orderMessages.statusInvalid)));
    }
    return success(
      await loadOrders(orm, {
        userId: callerOf(request).id,
        ...(status === undefined ? {} : { status: status as OrderStatus }),
      }),
    );
  });

  // Before `/orders/:id` in the reader's eye; the router prefers the fixed segment anyway.
  app.get('/orders/review', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    return success(await loadOrders(orm, { status: 'ordered' }, 'oldestFirst'));
  });

  app.get<OrderParams>('/orders/:id', async (request, reply) => {
    const { id } = request.params;
    const order = isUuid(id) ? await loadOrder(orm, { id, userId: callerOf(request).id }) : null;
    if (!order) return reply.status(404).send(failure(request.t(orderMessages.orderNotFound)));
    return success(order);
  });

  app.post<OrderParams>('/orders/:id/complete', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const { id } = request.params;
    const outcome = isUuid(id) ? await completeOrder(orm, id) : 'notFound';
    if (outcome === 'notFound') {
      return reply.status(404).send(failure(request.t(orderMessages.unknownOrder)));
    }
    if (outcome === 'notOrdered') {
      return reply.status(409).send(failure(request.t(orderMessages.notOrdered)));
    }
    return success(outcome, request.t(orderMessages.completed));
  });
}
