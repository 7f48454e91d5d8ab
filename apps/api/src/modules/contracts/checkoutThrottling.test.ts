import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { checkoutLimits } from './ordering';

// A file of its own: the limit counts per server instance, which each test file starts anew.
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const order = (idempotencyKey: string) => ({
  kind: 'traclink',
  vehicleId: demoIds.farmerGeotrac,
  productId: 'traclink-mobile',
  period: 'monthly',
  termsAccepted: true,
  // Setup 19,00 € and 6,90 € a month, each plus 20 % VAT: 2280 + 828.
  expectedTotalGrossCents: 3108,
  idempotencyKey,
});

describe('POST /contractItems/checkout, throttled per user', () => {
  it('refuses orders beyond the limit with 429 and when to try again; a repeat still answers', async () => {
    const keys = Array.from({ length: checkoutLimits.limit }, () => randomUUID());
    for (const key of keys) {
      const placed = await call(demoIds.farmer, '/contractItems/checkout', {
        method: 'POST',
        json: order(key),
      });
      expect(placed.statusCode).toBe(200);
    }
    const refused = await call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: order(randomUUID()),
    });
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
    const repeat = await call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: order(keys[0]!),
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.data.statusHistory).toHaveLength(1);
  });
});
