import { count, getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/connection';
import { users } from '../plugins/users';
import { openTestDatabase } from '../testing/testDatabase';
import { startTestServer } from '../testing/testServer';
import { referenceDataSets, storedRow } from './referenceData';

// A new database as initdb leaves it, started as `npm start`'s server starts (without the seed):
// the migrations bring the reference data, the start does no demo work.

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('empty');
  ({ app } = await startTestServer(database));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const userCount = async () => (await database.orm.select({ users: count() }).from(users))[0]!.users;

describe('the server’s start on a new database', () => {
  it('migrates it and makes no user', async () => {
    await app.ready();
    expect(await userCount()).toBe(0);
    // Nor when the first callers come.
    expect((await app.inject('/api/portal/models')).statusCode).toBe(200);
    expect((await app.inject('/api/portal/user')).statusCode).toBe(401);
    expect(await userCount()).toBe(0);
  });

  it('serves the reference data of the migrations: a dealer, a model, a checkout product', async () => {
    const dealers = (await app.inject('/api/portal/dealers?zip=6250&country=AT')).json();
    expect(dealers.data.data.dealers[0]).toMatchObject({
      name: 'Landtechnik Gwiggner',
      city: 'Kundl',
    });

    const models = (await app.inject('/api/portal/models')).json();
    expect(models.data.data).toContainEqual(
      expect.objectContaining({ id: 'lintrac-110', name: 'Lintrac 110', netWeight: 4600 }),
    );

    const catalogue = (await app.inject('/api/portal/catalogue/traclink')).json();
    expect(catalogue.data.data).toContainEqual(
      expect.objectContaining({
        id: 'traclink-smart',
        prices: { setup: 4900, monthly: 1490, yearly: 14900 },
      }),
    );
  });
});

describe('the reference data migrations', () => {
  // A list changed without a new migration (apps/api/scripts/referenceDataMigration.ts) fails here.
  for (const set of referenceDataSets) {
    for (const { table, rows } of set.tables) {
      it(`hold ${set.source}’s list exactly (${getTableName(table)})`, async () => {
        const stored = await database.orm.select().from(table);
        const expected = rows.map((row) => storedRow(table, row));
        expect(stored).toHaveLength(expected.length);
        expect(stored).toEqual(expect.arrayContaining(expected));
      });
    }
  }
});
