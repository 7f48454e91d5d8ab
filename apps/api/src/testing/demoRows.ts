import { getTableName } from 'drizzle-orm';
import type { Database, SqlSession } from '../database/connection';
import { referenceTables } from '../seed/referenceData';

/**
 * The rows of every demo table of a database as it was seeded, to put back before each test:
 * a copy is a few statements, where seeding again runs the seed's code and hashes the demo
 * users' passwords (scrypt, slow on purpose) in every test file.
 */
export interface DemoRows {
  /** Every table with rows, parents before the tables whose foreign keys name them. */
  tables: DemoTable[];
}

interface DemoTable {
  name: string;
  /** The columns a row is written with: all but generated ones. */
  columns: string[];
  /** The rows as `json_agg` writes them, in the order the table held them. */
  rows: string;
}

/**
 * A reset empties every table of every domain but the reference data's, found in the database
 * itself (no list of every module's tables exists): it leaves nothing a test wrote, whichever
 * domain it was. The reference data (models, dealers, the checkout's catalogue) is the
 * migrations', which run once per database; no test changes it, or the test puts it back.
 */
const referenceTableNames = referenceTables.map((table) => getTableName(table));

/** The tables a reset empties: all in the current schema but the reference data's. */
export async function demoTableNames(session: SqlSession): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
  );
  return rows
    .map(({ name }) => name)
    .filter((name) => name !== 'schema_migrations' && !referenceTableNames.includes(name));
}

/**
 * The rows of the demo tables now; undefined if their foreign keys go round in a circle (no
 * order to write them in exists, so a reset seeds again instead).
 */
export async function captureDemoRows(database: Database): Promise<DemoRows | undefined> {
  return database.transaction(async (session) => {
    const names = await demoTableNames(session);
    const ordered = await parentsFirst(session, names);
    if (!ordered) return undefined;
    const tables: DemoTable[] = [];
    for (const name of ordered) {
      const [found] = await session.rows<{ rows: string | null }>(
        `SELECT json_agg(t)::text AS rows FROM ${quoted(name)} t`,
      );
      if (!found?.rows) continue;
      const columns = await session.rows<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
          ORDER BY attnum`,
        [quoted(name)],
      );
      tables.push({ name, columns: columns.map((column) => column.name), rows: found.rows });
    }
    return { tables };
  });
}

/**
 * Empties every demo table and writes the captured rows back, as they were: the same values
 * (identity columns included), in the same order; generated columns compute themselves again.
 */
export async function restoreDemoRows(database: Database, demo: DemoRows): Promise<void> {
  await database.transaction(async (session) => {
    // TRUNCATE, not DELETE: the rows go back into empty files in the order they were seeded,
    // as seeding gave them, so a query without ORDER BY sees them as it did before.
    const names = await demoTableNames(session);
    await session.exec(`TRUNCATE ${names.map(quoted).join(', ')} CASCADE`);
    for (const { name, columns, rows } of demo.tables) {
      const list = columns.map(quoted).join(', ');
      await session.rows(
        `INSERT INTO ${quoted(name)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::${quoted(name)}, $1::json)`,
        [rows],
      );
    }
  });
}

/** The tables, each after those its foreign keys name; undefined if they go round in a circle. */
async function parentsFirst(session: SqlSession, names: string[]): Promise<string[] | undefined> {
  const links = await session.rows<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replace(/""/g, '"');
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of links) {
    const [from, to] = [unquote(child), unquote(parent)];
    if (from !== to && parents.has(from) && parents.has(to)) parents.get(from)!.add(to);
  }
  const ordered: string[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, waitsFor]) => waitsFor.size === 0).map(([name]) => name);
    if (ready.length === 0) return undefined;
    for (const name of ready) {
      ordered.push(name);
      parents.delete(name);
      for (const waitsFor of parents.values()) waitsFor.delete(name);
    }
  }
  return ordered;
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
