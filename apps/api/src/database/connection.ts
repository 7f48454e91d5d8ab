import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
/**
 * drizzle over either driver. No schema object: each module declares its own tables beside its
 * queries (modules/<domain>/tables.ts) and nothing collects them.
 */
export type Orm = PgDatabase<PgQueryResultHKT>;

/** Plain SQL inside one transaction: migrations need scripts of several statements. */
export interface SqlSession {
  exec(script: string): Promise<void>;
  rows<Row>(query: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Plain SQL on one connection of its own, outside a transaction, while `orm` goes on working
   * beside it: a session-level advisory lock held during other work (plugins/scheduledJobs.ts).
   * PGlite has one session only: every `session` is that one, as is `orm`'s.
   */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      kind: 'pglite';
      /** A folder to keep the data in; null keeps it in memory. */
      dataDir: string | null;
      /** A dump of a data folder (`dumpDataDir()`) to start from instead of an empty database. */
      from?: Blob;
    }
  | { kind: 'postgres'; url: string; searchPath?: string };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres'
    ? openPostgres(location.url, location.searchPath)
    : openPglite(location.dataDir, location.from);
}

async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(from ? { loadDataDir: from } : {}),
  });
  return pgliteDatabase(client);
}

/** A PGlite client as the server's database. */
export function pgliteDatabase(client: PGlite): Database {
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client }) as unknown as Orm,
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          rows: async <Row>(query: string, params?: unknown[]) =>
            (await tx.query<Row>(query, params)).rows,
        }),
      ),
    // Not client.transaction: it would hold back every other query until the work is done.
    session: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        rows: async <Row>(query: string, params?: unknown[]) =>
          (await client.query<Row>(query, params)).rows,
      }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // Fail at start, not at the first request, when the server cannot be reached.
  (await pool.connect()).release();
  return {
    kind: 'postgres',
    orm: drizzleNodePostgres({ client: pool }) as unknown as Orm,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (script) => {
            await client.query(script);
          },
          rows: async <Row>(query: string, params?: unknown[]) =>
            (await client.query(query, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    session: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          rows: async <Row>(query: string, params?: unknown[]) =>
            (await client.query(query, params)).rows as Row[],
        });
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // After a failure the connection is closed, not pooled: nothing the work left on it
        // (a lock, a setting) outlives the session.
        client.release(failed);
      }
    },
    close: () => pool.end(),
  };
}
