import { randomUUID } from 'node:crypto';
import { apiEnvelopeSchema, checkoutOrdersSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

// An order is a tax record (SPEC.md section 9): it outlives its vehicle (migrations/0043), and
// still says which vehicle it was for, whoever lists it.

const { call } = apiTestServerPerFile();

const listOf = async (user: string, path: string) => {
  const response = await call(user, path);
  expect(response.statusCode).toBe(200);
  return apiEnvelopeSchema(checkoutOrdersSchema).parse(response.json()).data.data;
};

describe('orders of a vehicle that is gone', () => {
  it('keep the VIN and model they were for, for the customer and for staff', async () => {
    const ordered = await call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: {
        kind: 'traclink',
        vehicleId: demoIds.farmerGeotrac,
        productId: 'traclink-mobile',
        period: 'monthly',
        termsAccepted: true,
        expectedTotalGrossCents: 2280 + 828,
        idempotencyKey: randomUUID(),
      },
    });
    expect(ordered.statusCode).toBe(200);
    const orderId = ordered.json().data.data.id;

    const removed = await call(demoIds.farmer, `/fleet/${demoIds.farmerGeotrac}`, {
      method: 'DELETE',
    });
    expect(removed.statusCode).toBe(200);

    const geotrac = {
      id: demoIds.farmerGeotrac,
      vin: 'VBLA09400G0023456',
      model: { id: 'geotrac-94ep', name: 'Geotrac 94ep' },
    };
    const own = await listOf(demoIds.farmer, '/orders');
    expect(own.find((order) => order.id === orderId)?.vehicle).toEqual(geotrac);
    const review = await listOf(demoIds.staff, '/orders/review');
    expect(review.find((order) => order.id === orderId)?.vehicle).toEqual(geotrac);
  });
});
