import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractItems } from '../plugins/orderRecords';
import { farms } from '../modules/farm/tables';
import { vehicles } from '../plugins/vehicles';
import { vehicleModels } from '../plugins/vehicleModels';
import { verifyPassword } from '../sign-on/passwords';
import { findUserByUsername } from '../plugins/users';
import { users } from '../plugins/users';
import { openTestDatabase } from '../testing/testDatabase';
import type { Database } from '../database/connection';
import { demoIds, seedDemoData, seedIfEmpty } from './demoData';

let database: Database;

beforeAll(async () => {
  // Migrated and seeded: each test takes the users (and what hangs on them) away first.
  database = await openTestDatabase('demo');
});

afterAll(async () => {
  await database?.close();
});

async function rowCounts() {
  const counted = async (
    table:
      typeof users | typeof farms | typeof vehicleModels | typeof vehicles | typeof contractItems,
  ) => (await database.orm.select({ rows: count() }).from(table))[0]!.rows;
  return {
    users: await counted(users),
    farms: await counted(farms),
    vehicleModels: await counted(vehicleModels),
    vehicles: await counted(vehicles),
    contractItems: await counted(contractItems),
  };
}

describe('demo seed', () => {
  beforeEach(async () => {
    await database.orm.execute(sql`TRUNCATE users CASCADE`);
  });

  it('makes the three demo users, a farm, two vehicles and two contracts; the models stay the migrations’', async () => {
    await seedDemoData(database);
    expect(await rowCounts()).toEqual({
      users: 3,
      farms: 1,
      vehicleModels: 13,
      vehicles: 2,
      contractItems: 3,
    });
    const staff = await findUserByUsername(database.orm, 'staff');
    expect(staff?.roles).toEqual(['staff']);
    const newcomer = await findUserByUsername(database.orm, 'newcomer');
    expect(newcomer?.customerNr).toBeNull();
  });

  it('gives every demo user the user name as password, stored as a scrypt hash', async () => {
    await seedDemoData(database);
    const farmer = await findUserByUsername(database.orm, 'farmer');
    expect(farmer?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('farmer', farmer!.passwordHash)).toBe(true);
    expect(await verifyPassword('Farmer', farmer!.passwordHash)).toBe(false);
  });

  it('adds nothing twice, keeps what users changed, and renews the demo licence', async () => {
    await seedDemoData(database, new Date('2026-01-01T09:00:00Z'));
    await database.orm.update(users).set({ city: 'Wörgl' }).where(eq(users.id, demoIds.farmer));
    const before = await rowCounts();

    await seedDemoData(database, new Date('2026-03-01T09:00:00Z'));

    expect(await rowCounts()).toEqual(before);
    const [farmer] = await database.orm.select().from(users).where(eq(users.id, demoIds.farmer));
    expect(farmer?.city).toBe('Wörgl');
    const [licence] = await database.orm
      .select()
      .from(contractItems)
      .where(eq(contractItems.id, demoIds.farmerTracLinkLicence));
    expect(licence?.validTo).toBe('2026-03-21');
  });

  it('is applied by `npm start` (seed --if-empty) only while there are no users', async () => {
    expect(await seedIfEmpty(database)).toBe(true);
    await database.orm.delete(vehicles);
    expect(await seedIfEmpty(database)).toBe(false);
    expect((await rowCounts()).vehicles).toBe(0);
  });
});
