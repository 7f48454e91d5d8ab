import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../database/connection';
import { applyMigrations } from '../database/migrations';
import { seedDemoData } from '../seed/demoData';

/**
 * A fresh database for one test file: in-memory PGlite, or with `TEST_DATABASE_URL` a schema
 * of its own on that PostgreSQL server (dropped on close), so test files can run side by side.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null });

  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Migrated, emptied and seeded with the demo data again. */
export async function resetDemoData(database: Database, today?: Date): Promise<void> {
  await applyMigrations(database);
  await database.orm.execute(
    sql`TRUNCATE users, farms, vehicle_models, vehicles, contract_items CASCADE`,
  );
  await seedDemoData(database, today);
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
