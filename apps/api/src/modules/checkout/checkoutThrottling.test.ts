import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { checkoutSubmits } from './limits';

// A file of its own: the limit counts per server instance, which each test file starts anew.
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const newcomerVehicle = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';

const order = (idempotencyKey: string, vehicleId: string = demoIds.farmerGeotrac) => ({
  kind: 'traclink',
  vehicleId,
  productId: 'traclink-mobile',
  period: 'monthly',
  termsAccepted: true,
  // Setup 19,00 € and 6,90 € a month, each plus 20 % VAT: 2280 + 828.
  expectedTotalGrossCents: 3108,
  idempotencyKey,
  invoiceAddress: {
    company: null,
    firstName: 'Lena',
    lastName: 'Gruber',
    street: 'Hauptplatz 1',
    zip: '6020',
    city: 'Innsbruck',
    country: 'AT',
  },
});

const checkout = (user: string, json: unknown, init: { remoteAddress?: string } = {}) =>
  call(user, '/contractItems/checkout', { method: 'POST', json, ...init });

const orderCount = async () =>
  (
    await server.database.transaction((session) =>
      session.rows<{ count: number }>('SELECT count(*)::int AS count FROM orders'),
    )
  )[0]!.count;

describe('POST /contractItems/checkout, throttled per user and per address', () => {
  it('refuses orders beyond the limit with 429 and when to try again; a repeat still answers', async () => {
    expect(checkoutSubmits).toMatchObject({ max: 10, windowMs: 10 * 60_000 });
    const keys = Array.from({ length: checkoutSubmits.max }, () => randomUUID());
    for (const key of keys) {
      const placed = await checkout(demoIds.farmer, order(key));
      expect(placed.statusCode).toBe(200);
    }
    const refused = await checkout(demoIds.farmer, order(randomUUID()));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'You have sent several orders in a short time. Please try again in 10 minutes.',
    });
    const german = await call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: order(randomUUID()),
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().message).toMatch(/^Du hast in kurzer Zeit schon mehrere Bestellungen/);
    const repeat = await checkout(demoIds.farmer, order(keys[0]!));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.data.statusHistory).toHaveLength(1);
    // A refused submit stored nothing, and its retry is refused again: it was never placed.
    const refusedKey = randomUUID();
    expect((await checkout(demoIds.farmer, order(refusedKey))).statusCode).toBe(429);
    expect((await checkout(demoIds.farmer, order(refusedKey))).statusCode).toBe(429);
    expect(await orderCount()).toBe(checkoutSubmits.max);
  });

  it('holds up the same user from another address, and another user from the same address', async () => {
    const fromElsewhere = await checkout(demoIds.farmer, order(randomUUID()), {
      remoteAddress: '203.0.113.40',
    });
    expect(fromElsewhere.statusCode).toBe(429);

    await server.database.transaction((session) =>
      session.exec(
        `INSERT INTO vehicles (id, user_id, vin, model_id, year_of_construction, data_source, status)
         VALUES ('${newcomerVehicle}', '${demoIds.newcomer}', 'VBLA11000L0099999', 'lintrac-110', 2024, 'fuelDiary', 'approved')`,
      ),
    );
    const sameAddress = await checkout(demoIds.newcomer, order(randomUUID(), newcomerVehicle));
    expect(sameAddress.statusCode).toBe(429);
    const otherAddress = await checkout(demoIds.newcomer, order(randomUUID(), newcomerVehicle), {
      remoteAddress: '203.0.113.41',
    });
    expect(otherAddress.statusCode).toBe(200);
    expect(await orderCount()).toBe(checkoutSubmits.max + 1);
  });
});
