import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

const migrationFileName = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** Arbitrary, fixed: instances starting at once against one server migrate one after the other. */
const migrationLockKey = 7_346_101;

/**
 * Applies the SQL files of `migrations/` that are not yet recorded in `schema_migrations`, in
 * the order of their number, each in its own transaction. Returns the names it applied.
 */
export async function applyMigrations(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => migrationFileName.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const script = await readFile(`${dir}/${name}`, 'utf8');
    const didApply = await database.transaction(async (session) => {
      await session.rows('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      await session.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = await session.rows('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await session.exec(script);
      await session.rows('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}
