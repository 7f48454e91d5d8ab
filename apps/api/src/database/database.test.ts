import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
