import {
  checkoutOrderSchema,
  checkoutOrdersSchema,
  orderListQuerySchema,
  orderParamsSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { loadOrder, loadOrders } from '../../plugins/orderRecords';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { completeOrder } from './repository';
import { orderMessages } from './texts';

const tags = ['orders'];

/**
 * The caller's orders (`GET /orders`, `?status=`, `GET /orders/{id}`: the owner's only, any other
 * id answers 404) and staff's processing of them (`GET /orders/review`, the orders still
 * `ordered`, oldest first; `POST /orders/{id}/complete`): realm role `staff` only, everyone else
 * gets 403. Orders are placed by the checkout (modules/checkout).
 */
export const orderRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.get(
    '/orders',
    {
      schema: { tags, querystring: orderListQuerySchema, response: answers(checkoutOrdersSchema) },
      config: { fieldErrors: { orderStatus: orderMessages.statusInvalid } },
    },
    async (request) => {
      const { status } = request.query;
      return success(
        await loadOrders(orm, { userId: callerOf(request).id, ...(status ? { status } : {}) }),
      );
    },
  );

  // Before `/orders/:id` in the reader's eye; the router prefers the fixed segment anyway.
  app.get(
    '/orders/review',
    {
      schema: { tags, response: answers(checkoutOrdersSchema) },
      config: { staffOnly: true },
    },
    async () => success(await loadOrders(orm, { status: 'ordered' }, 'oldestFirst')),
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: orderParamsSchema, response: answers(checkoutOrderSchema) } },
    async (request) => {
      const order = await loadOrder(orm, { id: request.params.id, userId: callerOf(request).id });
      if (!order) throw new Refusal(404, request.t(orderMessages.orderNotFound));
      return success(order);
    },
  );

  app.post(
    '/orders/:id/complete',
    {
      schema: { tags, params: orderParamsSchema, response: answers(checkoutOrderSchema) },
      config: { staffOnly: true },
    },
    async (request) => {
      const outcome = await completeOrder(orm, request.params.id);
      if (outcome === 'notFound') throw new Refusal(404, request.t(orderMessages.unknownOrder));
      if (outcome === 'notOrdered') throw new Refusal(409, request.t(orderMessages.notOrdered));
      return success(outcome, request.t(orderMessages.completed));
    },
  );
};
