import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../database/connection';
import { applyMigrations } from '../database/migrations';
import { seedDemoData } from '../seed/demoData';
import { referenceTables } from '../seed/referenceData';
import { openPreparedDatabase, type PreparedState } from './preparedDatabases';

/**
 * A database of one test file, `demo` (migrated and seeded, the default) or `empty`: an
 * in-memory PGlite loaded from a prepared dump, or with `TEST_DATABASE_URL` a schema of its own
 * on that PostgreSQL server (dropped on close), so test files can run side by side.
 */
export async function openTestDatabase(state: PreparedState = 'demo'): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPreparedDatabase(state);

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
    }
    return inSchema;
  } catch (error) {
    await inSchema.close();
    throw error;
  }
}

/**
 * A reset empties every table of every domain but the reference data's, found in the database
 * itself (no list of every module's tables exists): it leaves nothing a test wrote, whichever
 * domain it was. The reference data (models, dealers, the checkout's catalogue) is the
 * migrations', which run once per database; no test changes it, or the test puts it back.
 */
const referenceTableNames = referenceTables.map((table) => getTableName(table));

/** A migrated database emptied but for its reference data, and seeded with the demo data again. */
export async function resetDemoData(database: Database, today?: Date): Promise<void> {
  const rows = await database.transaction((session) =>
    session.rows<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()',
    ),
  );
  const demoTables = rows
    .map(({ name }) => name)
    .filter((name) => name !== 'schema_migrations' && !referenceTableNames.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
  await database.orm.execute(sql.raw(`TRUNCATE ${demoTables} CASCADE`));
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
