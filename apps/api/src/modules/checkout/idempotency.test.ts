import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { checkoutSubmits } from './limits';

// Submits repeating one idempotency key at once (a double click, a client's retries): one order,
// the same answer to each, counted once against the submits limit. On PostgreSQL
// (TEST_DATABASE_URL) the submits race for real, each on a connection of its own; the limit
// counts in memory, and in Redis too where TEST_REDIS_URL names one.

const stores: [string, string | null][] = [['memory', null]];
if (process.env.TEST_REDIS_URL) stores.push(['Redis', process.env.TEST_REDIS_URL]);

const parallel = 20;

/** TracLink Mobile by the month: setup 19,00 € and 6,90 € a month, each plus 20 % VAT. */
const order = (idempotencyKey: string) => ({
  kind: 'traclink',
  vehicleId: demoIds.farmerGeotrac,
  productId: 'traclink-mobile',
  period: 'monthly',
  termsAccepted: true,
  expectedTotalGrossCents: 2280 + 828,
  idempotencyKey,
});

describe.each(stores)('one idempotency key, %s counts', (_store, redisUrl) => {
  const namespace = () => `lindner-test:${randomUUID()}:`;
  const server = apiTestServerPerFile({ redisUrl, throttleNamespace: namespace() });

  const counts = async () =>
    (
      await server.database.transaction((session) =>
        session.rows<{ orders: number; ordered: number; mails: number }>(
          `SELECT (SELECT count(*)::int FROM orders) AS orders,
                  (SELECT count(*)::int FROM contract_items WHERE status = 'ordered') AS ordered,
                  (SELECT count(*)::int FROM mailbox) AS mails`,
        ),
      )
    )[0];

  it(`answers ${parallel} parallel checkouts with one key ${parallel} × 200 with one order, counted once`, async () => {
    const input = order(randomUUID());
    const responses = await Promise.all(
      Array.from({ length: parallel }, () =>
        server.call(demoIds.farmer, '/contractItems/checkout', { method: 'POST', json: input }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: parallel }, () => 200),
    );
    const orderIds = new Set(responses.map((response) => response.json().data.data.id));
    expect(orderIds.size).toBe(1);
    expect(await counts()).toEqual({ orders: 1, ordered: 1, mails: 1 });

    // The key was counted once: the rest of the limit is still there for new orders.
    for (let placed = 1; placed < checkoutSubmits.max; placed += 1) {
      const next = await server.call(demoIds.farmer, '/contractItems/checkout', {
        method: 'POST',
        json: order(randomUUID()),
      });
      expect(next.statusCode).toBe(200);
    }
    const over = await server.call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: order(randomUUID()),
    });
    expect(over.statusCode).toBe(429);
    // And the first key still answers its order, over the limit or not.
    const repeat = await server.call(demoIds.farmer, '/contractItems/checkout', {
      method: 'POST',
      json: input,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.data.id).toBe([...orderIds][0]);
    expect((await counts())?.orders).toBe(checkoutSubmits.max);
  });

  it(`renews a licence once for ${parallel} parallel renewals with one key, each answered 200`, async () => {
    // A server of its own: the checkout's test used up the farmer's submits on the other.
    const fresh = await server.variant({ redisUrl, throttleNamespace: namespace() });
    const input = {
      termsAccepted: true,
      // A year of TracLink Smart: 149,00 € plus 20 % VAT.
      expectedTotalGrossCents: 17880,
      idempotencyKey: randomUUID(),
    };
    const path = `/contractItems/${demoIds.farmerTracLinkLicence}`;
    const before = (await fresh.call(demoIds.farmer, path)).json().data.data.validTo as string;
    const responses = await Promise.all(
      Array.from({ length: parallel }, () =>
        fresh.call(demoIds.farmer, `${path}/renew`, { method: 'POST', json: input }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: parallel }, () => 200),
    );
    expect(new Set(responses.map((response) => response.json().data.data.id)).size).toBe(1);
    const expected = new Date(`${before}T00:00:00Z`);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    const after = (await fresh.call(demoIds.farmer, path)).json().data.data.validTo;
    expect(after).toBe(expected.toISOString().slice(0, 10));
    expect((await counts())?.orders).toBe(1);
    expect(await server.database.orm.select().from(mailbox)).toHaveLength(1);
  });
});
