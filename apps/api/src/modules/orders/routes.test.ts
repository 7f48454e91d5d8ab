import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  checkoutOrderSchema,
  checkoutOrdersSchema,
  type CheckoutOrder,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';

const post = (user: string | null, path: string, json?: unknown) =>
  call(user, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

/** TracLink Mobile by the month: setup 19,00 € and 6,90 € a month, each plus 20 % VAT. */
async function orderLicence(): Promise<CheckoutOrder> {
  const response = await post(demoIds.farmer, '/contractItems/checkout', {
    kind: 'traclink',
    vehicleId: demoIds.farmerGeotrac,
    productId: 'traclink-mobile',
    period: 'monthly',
    termsAccepted: true,
    expectedTotalGrossCents: 2280 + 828,
    idempotencyKey: randomUUID(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.data;
}

/** The Geotrac warranty extension (the Geotrac has none yet): 890,00 € once plus 20 % VAT. */
async function orderWarranty(): Promise<CheckoutOrder> {
  const response = await post(demoIds.farmer, '/contractItems/checkout', {
    kind: 'warranty',
    vehicleId: demoIds.farmerGeotrac,
    productId: 'warranty-geotrac-4',
    termsAccepted: true,
    expectedTotalGrossCents: 106800,
    idempotencyKey: randomUUID(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.data;
}

/** A year of the farmer's TracLink Smart now: 149,00 € plus 20 % VAT. */
async function renewLicence(): Promise<CheckoutOrder> {
  const response = await post(
    demoIds.farmer,
    `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
    { termsAccepted: true, expectedTotalGrossCents: 17880, idempotencyKey: randomUUID() },
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.data;
}

const listOf = async (user: string, path: string) => {
  const response = await call(user, path);
  expect(response.statusCode).toBe(200);
  return apiEnvelopeSchema(checkoutOrdersSchema).parse(response.json()).data.data;
};

const itemStatus = async (id: string | null) =>
  (await call(demoIds.farmer, `/contractItems/${id}`)).json().data.data.status;

describe('GET /orders', () => {
  it('lists the caller’s orders newest first, with vehicle and history; nobody else’s', async () => {
    const licence = await orderLicence();
    const warranty = await orderWarranty();
    const orders = await listOf(demoIds.farmer, '/orders');
    expect(orders.map((order) => order.id)).toEqual([warranty.id, licence.id]);
    expect(orders[1]).toMatchObject({
      type: 'order',
      status: 'ordered',
      productName: 'TracLink Mobile',
      vehicle: {
        id: demoIds.farmerGeotrac,
        vin: 'VBLA09400G0023456',
        model: { id: 'geotrac-94ep', name: 'Geotrac 94ep' },
      },
      statusHistory: [{ status: 'ordered' }],
    });
    expect(await listOf(demoIds.newcomer, '/orders')).toEqual([]);
  });

  it('filters by status, and refuses any other status with 400', async () => {
    const licence = await orderLicence();
    expect((await listOf(demoIds.farmer, '/orders?status=ordered')).map((o) => o.id)).toEqual([
      licence.id,
    ]);
    expect(await listOf(demoIds.farmer, '/orders?status=completed')).toEqual([]);
    expect(await listOf(demoIds.farmer, '/orders?status=cancelled')).toEqual([]);
    for (const query of ['status=received', 'status=', 'status=ordered&status=completed']) {
      const response = await call(demoIds.farmer, `/orders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { status: 'Please give a valid status: ordered, completed or cancelled.' },
      });
    }
    expect((await call(null, '/orders')).statusCode).toBe(401);
  });
});

describe('GET /orders/{id}', () => {
  it('answers the owner’s order, 404 for anyone else’s, 400 for an id that is none', async () => {
    const licence = await orderLicence();
    const own = await call(demoIds.farmer, `/orders/${licence.id}`);
    expect(own.statusCode).toBe(200);
    expect(apiEnvelopeSchema(checkoutOrderSchema).parse(own.json()).data.data).toEqual(licence);
    for (const [user, id] of [
      [demoIds.newcomer, licence.id],
      [demoIds.staff, licence.id],
      [demoIds.farmer, otherId],
    ] as const) {
      const response = await call(user, `/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This order is not among your orders.');
    }
    const notAnId = await call(demoIds.farmer, '/orders/not-an-id');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual({ id: 'This value is not valid.' });
    expect((await call(null, `/orders/${licence.id}`)).statusCode).toBe(401);
  });
});

describe('staff: GET /orders/review and POST /orders/{id}/complete', () => {
  it('is for staff only: 403 with a message for customers', async () => {
    const licence = await orderLicence();
    const list = await call(demoIds.farmer, '/orders/review');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Only Lindner staff may do this.');
    const complete = await post(demoIds.farmer, `/orders/${licence.id}/complete`);
    expect(complete.statusCode).toBe(403);
    expect(await itemStatus(licence.contractItemId)).toBe('ordered');
  });

  it('lists every user’s orders still ordered, oldest first', async () => {
    const licence = await orderLicence();
    const warranty = await orderWarranty();
    const review = await listOf(demoIds.staff, '/orders/review');
    expect(review.map((order) => order.id)).toEqual([licence.id, warranty.id]);
  });

  it('completes a licence order: the licence is installed (equipped)', async () => {
    const licence = await orderLicence();
    const response = await post(demoIds.staff, `/orders/${licence.id}/complete`);
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(checkoutOrderSchema).parse(response.json());
    expect(body.message).toBe('Order completed.');
    expect(body.data.data.status).toBe('completed');
    expect(body.data.data.statusHistory.map((change) => change.status)).toEqual([
      'ordered',
      'completed',
    ]);
    expect(await itemStatus(licence.contractItemId)).toBe('equipped');
    expect(await listOf(demoIds.staff, '/orders/review')).toEqual([]);
    expect(
      (await listOf(demoIds.farmer, '/orders?status=completed')).map((order) => order.id),
    ).toEqual([licence.id]);

    const again = await post(demoIds.staff, `/orders/${licence.id}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order is no longer being processed: it has already been completed or cancelled.',
    );
  });

  it('completes a warranty order: the warranty is in force (active)', async () => {
    const warranty = await orderWarranty();
    expect(await itemStatus(warranty.contractItemId)).toBe('ordered');
    expect((await post(demoIds.staff, `/orders/${warranty.id}/complete`)).statusCode).toBe(200);
    expect(await itemStatus(warranty.contractItemId)).toBe('active');
  });

  it('completes a renewal and leaves its running licence as it is', async () => {
    const renewal = await renewLicence();
    expect(renewal.type).toBe('renewal');
    // Renewed for a year from its end: active, more than 60 days to go.
    expect(await itemStatus(demoIds.farmerTracLinkLicence)).toBe('active');
    const completed = await post(demoIds.staff, `/orders/${renewal.id}/complete`);
    expect(completed.json().data.data.status).toBe('completed');
    expect(await itemStatus(demoIds.farmerTracLinkLicence)).toBe('active');
  });

  it('answers 404 for an order that does not exist, 400 for an id that is none', async () => {
    const unknown = await post(demoIds.staff, `/orders/${otherId}/complete`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This order does not exist.');
    const notAnId = await post(demoIds.staff, '/orders/not-an-id/complete');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual({ id: 'This value is not valid.' });
    expect((await post(null, `/orders/${otherId}/complete`)).statusCode).toBe(401);
  });
});
