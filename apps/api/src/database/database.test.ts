import { readdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractItems } from '../modules/contracts/tables';
import { farms } from '../modules/farm/tables';
import { vehicles } from '../modules/fleet/tables';
import { vehicleModels } from '../modules/models/tables';
import { verifyPassword } from '../modules/user/passwords';
import { findUserByUsername } from '../modules/user/repository';
import { users } from '../modules/user/tables';
import { demoIds, seedDemoData, seedIfEmpty } from '../seed/demoData';
import { openTestDatabase } from '../testing/testDatabase';
import type { Database } from './connection';
import { applyMigrations, migrationsDir } from './migrations';

let database: Database;

beforeAll(async () => {
  // As initdb leaves it: the migrations are what this file tests.
  database = await openTestDatabase('empty');
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

describe('migrations', () => {
  it('apply once, are recorded, and do nothing the second time', async () => {
    const first = await applyMigrations(database);
    const second = await applyMigrations(database);
    // Every file of the folder, in the order of their numbers.
    const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
    expect(first).toEqual(files.sort());
    expect(first[0]).toBe('0001_portal_accounts_farms_fleet.sql');
    expect(second).toEqual([]);
    const recorded = await database.transaction((session) =>
      session.rows<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(recorded.map((row) => row.name)).toEqual(first);
  });

  it('let the database refuse a vehicle number that does not begin with VBLA', async () => {
    await expect(
      database.orm.execute(
        sql`INSERT INTO vehicles (user_id, vin, model_id, data_source)
            VALUES (gen_random_uuid(), 'WBA12345678901234', 'lintrac-90', 'fuelDiary')`,
      ),
    ).rejects.toThrow();
  });
});

describe('demo seed', () => {
  beforeEach(async () => {
    await applyMigrations(database);
    await database.orm.execute(sql`TRUNCATE users, vehicle_models CASCADE`);
  });

  it('makes the three demo users, the model range, a farm, two vehicles and two contracts', async () => {
    await seedDemoData(database);
    expect(await rowCounts()).toEqual({
      users: 3,
      farms: 1,
      vehicleModels: 13,
      vehicles: 2,
      contractItems: 2,
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

  it('is applied at start only while there are no users', async () => {
    expect(await seedIfEmpty(database)).toBe(true);
    await database.orm.delete(vehicles);
    expect(await seedIfEmpty(database)).toBe(false);
    expect((await rowCounts()).vehicles).toBe(0);
  });
});
