import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../database/connection';
import { applyMigrations } from '../database/migrations';
import { seedDemoData } from '../seed/demoData';
import { captureDemoRows, type DemoRows } from './demoRows';

/** `empty`: a database as initdb leaves it. `demo`: migrated and seeded with the demo data. */
export type PreparedState = 'empty' | 'demo';

const states: PreparedState[] = ['empty', 'demo'];
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(apiRoot, 'node_modules/.cache/test-databases');
/** A lock older than this was left by a run that died; the next one takes over. */
const staleLockMs = 2 * 60 * 1000;

/**
 * An in-memory PGlite loaded from a prepared dump: about half a second, where initdb takes 2.4
 * to 3.8 s and 800 MB. The dumps are made once (see `prepareDatabases`) and shared by every
 * test file.
 */
export async function openPreparedDatabase(state: PreparedState): Promise<PreparedDatabase> {
  const key = await preparationKey();
  await prepareDatabases(key);
  const dump = await readFile(dumpPath(key, state));
  const demoRows =
    state === 'demo'
      ? ((JSON.parse(await readFile(demoRowsPath(key), 'utf8')) as DemoRows | null) ?? undefined)
      : undefined;
  const database = await openDatabase({ kind: 'pglite', dataDir: null, from: new Blob([dump]) });
  return { database, demoRows };
}

export interface PreparedDatabase {
  database: Database;
  /**
   * The demo tables' rows as the `demo` dump holds them (demoRows.ts), which a reset writes back
   * instead of seeding again; undefined for `empty`, or when they cannot be copied.
   */
  demoRows?: DemoRows;
}

/**
 * Makes the dumps of both states unless they exist for this key: one initdb, the migrations and
 * the demo seed, each written as an uncompressed tarball (it loads faster than gzip) under
 * `apps/api/node_modules/.cache/test-databases/`, with the demo tables' rows as JSON beside
 * them. Processes starting at once wait for the one that makes them. The unit project's
 * globalSetup calls it before any test file runs.
 */
export async function prepareDatabases(key?: string): Promise<void> {
  key ??= await preparationKey();
  if (await dumpsExist(key)) return;
  await mkdir(cacheDir, { recursive: true });
  const lock = join(cacheDir, `${key}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await dumpsExist(key)) return;
    const since = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (since > staleLockMs) await rm(lock, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (await dumpsExist(key)) return;
    await writeDumps(key);
    await removeOtherDumps(key);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function writeDumps(key: string) {
  const client = await PGlite.create();
  try {
    await writeDump(key, 'empty', await client.dumpDataDir('none'));
    const database = pgliteDatabase(client);
    await applyMigrations(database);
    await seedDemoData(database);
    await writeDump(key, 'demo', await client.dumpDataDir('none'));
    await writeWhole(demoRowsPath(key), JSON.stringify((await captureDemoRows(database)) ?? null));
  } finally {
    await client.close();
  }
}

async function writeDump(key: string, state: PreparedState, dump: Blob) {
  await writeWhole(dumpPath(key, state), Buffer.from(await dump.arrayBuffer()));
}

async function writeWhole(path: string, content: Buffer | string) {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, content);
  // A reader sees the whole file or none.
  await rename(partial, path);
}

async function removeOtherDumps(key: string) {
  for (const name of await readdir(cacheDir)) {
    if (!name.startsWith(key)) await rm(join(cacheDir, name), { recursive: true, force: true });
  }
}

function dumpPath(key: string, state: PreparedState): string {
  return join(cacheDir, `${key}-${state}.tar`);
}

function demoRowsPath(key: string): string {
  return join(cacheDir, `${key}-demo-rows.json`);
}

async function dumpsExist(key: string): Promise<boolean> {
  const found = await Promise.all(
    [...states.map((state) => dumpPath(key, state)), demoRowsPath(key)].map((path) =>
      stat(path).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/**
 * What the dumps are made of: the migrations, the seed, every domain's tables, PGlite's version
 * and the day (the demo data is seeded relative to today: a licence ending in 20 days). When
 * any of it changes, the dumps are made again.
 */
async function preparationKey(): Promise<string> {
  const hash = createHash('sha256');
  const listed = async (folder: string) =>
    (await readdir(join(apiRoot, folder), { recursive: true })).map((name) => join(folder, name));
  const sources = [...(await listed('migrations')), ...(await listed('src'))]
    .filter(
      (name) =>
        /\.sql$/.test(name) ||
        /^src[\\/]seed[\\/].*\.ts$/.test(name) ||
        /[\\/](tables|migrations|passwords|demoRows)\.ts$/.test(name),
    )
    .sort();
  for (const name of sources) {
    hash.update(name);
    hash.update(await readFile(join(apiRoot, name)));
  }
  hash.update(pgliteVersion());
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** A dump is a copy of PGlite's data folder: another version may not read it. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const packageJson = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  return (require(packageJson) as { version: string }).version;
}
