import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database/connection';
import { contractItems, orders } from './plugins/orderRecords';
import { demoIds } from './seed/demoData';
import { createSignOnKeys } from './sign-on/signOnKeys';
import { openTestDatabase } from './testing/testDatabase';
import { accessTokenFor, startTestServer, testOptions } from './testing/testServer';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

/** Days before today, as a calendar date. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Registered where CI runs both servers (TEST_DATABASE_URL and TEST_REDIS_URL): at scale the
// API runs as several instances over one PostgreSQL and one Redis.
if (postgres && redis) {
  describe('two API instances on one PostgreSQL and one Redis', () => {
    let database: Database;
    let instances: Awaited<ReturnType<typeof startTestServer>>[];

    beforeAll(async () => {
      database = await openTestDatabase('demo');
      // The farmer's licence ended 20 days ago and renews by the month: one period is due.
      await database.orm
        .update(contractItems)
        .set({
          validTo: daysAgo(20),
          renewsAutomatically: true,
          subscriptionPeriod: 'monthly',
          status: 'active',
        })
        .where(eq(contractItems.id, demoIds.farmerTracLinkLicence));
      const keys = await createSignOnKeys();
      const shared = {
        signOnKeys: keys,
        redisUrl: redis,
        throttleNamespace: `test:${randomUUID()}:`,
      };
      // Both start at once, as instances behind a load balancer do after a deployment.
      instances = await Promise.all([
        startTestServer(database, shared),
        startTestServer(database, shared),
      ]);
    });

    afterAll(async () => {
      await Promise.all((instances ?? []).map(({ app }) => app.close()));
      await database?.close();
    });

    it('renew a due licence once between them, however both start at once', async () => {
      const renewals = await database.orm
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.contractItemId, demoIds.farmerTracLinkLicence),
            eq(orders.type, 'automaticRenewal'),
          ),
        );
      expect(renewals).toHaveLength(1);
    });

    it('hold a limit reached through one instance on the other', async () => {
      const [first, second] = instances;
      const token = await accessTokenFor(first!.keys, testOptions(), demoIds.farmer);
      const lookUp = (instance: typeof first) =>
        instance!.app.inject({
          url: '/api/portal/checkout/coupons/NOSUCHCODE',
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        });
      // 30 coupon lookups per user in 10 minutes: all through the first instance …
      for (let lookup = 0; lookup < 30; lookup++) {
        expect((await lookUp(first)).statusCode).toBe(404);
      }
      // … and the 31st, through the second, is refused.
      const refused = await lookUp(second);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/try again in/);
    });
  });
}
