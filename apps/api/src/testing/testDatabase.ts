import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../database/connection';
import { applyMigrations } from '../database/migrations';
import { seedDemoData } from '../seed/demoData';
import { captureDemoRows, demoTableNames, restoreDemoRows, type DemoRows } from './demoRows';
import { openPreparedDatabase, type PreparedState } from './preparedDatabases';

/** The demo rows of each database opened in the `demo` state, which a reset writes back. */
const openedDemoRows = new WeakMap<Database, DemoRows>();

/**
 * A database of one test file, `demo` (migrated and seeded, the default) or `empty`: an
 * in-memory PGlite loaded from a prepared dump, or with `TEST_DATABASE_URL` a schema of its own
 * on that PostgreSQL server (dropped on close), so test files can run side by side.
 */
export async function openTestDatabase(state: PreparedState = 'demo'): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const { database, demoRows } = await openPreparedDatabase(state);
    if (demoRows) openedDemoRows.set(database, demoRows);
    return database;
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schema });
  const inSchema: Database = {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
  try {
    if (state === 'demo') {
      await applyMigrations(inSchema);
      await seedDemoData(inSchema);
      const demoRows = await captureDemoRows(inSchema);
      if (demoRows) openedDemoRows.set(inSchema, demoRows);
    }
    return inSchema;
  } catch (error) {
    await inSchema.close();
    throw error;
  }
}

/**
 * A migrated database emptied but for its reference data (demoRows.ts) and given the demo data
 * again: the rows it held when it was opened, seeded today, written back as they were; or, for
 * another day (`today`) or a database opened otherwise, seeded anew.
 */
export async function resetDemoData(database: Database, today?: Date): Promise<void> {
  const demoRows = openedDemoRows.get(database);
  if (demoRows && !today) return restoreDemoRows(database, demoRows);
  const demoTables = await database.transaction(demoTableNames);
  await database.orm.execute(
    sql.raw(`TRUNCATE ${demoTables.map((name) => `"${name}"`).join(', ')} CASCADE`),
  );
  await seedDemoData(database, today);
}

/**
 * Where the database's write-ahead log stands: every change to a table moves it. (On a server
 * that other test files write to as well it moves anyway, and tells nothing.)
 */
export async function writePosition(database: Database): Promise<string> {
  const [row] = await database.transaction((session) =>
    session.rows<{ position: string }>('SELECT pg_current_wal_insert_lsn()::text AS position'),
  );
  return row!.position;
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
