import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../../database/connection';
import { eventRegistrations, events } from '../../modules/events/tables';
import { diaryEntries } from '../../modules/fleet/tables';
import { classifiedAdImages, classifiedAds } from '../../modules/marketplace/tables';
import { machineImages, machines as machineTable } from '../../modules/used-machines/tables';
import { users } from '../../plugins/users';
import { vehicles } from '../../plugins/vehicles';
import { generateMachines } from '../machineGenerator';
import { generateAds } from './ads';
import { generateEvents } from './events';
import { generateFleets, type GeneratedFleets } from './fleets';

/** How much of each the database gets: DESIGN.md "Performance budgets" and issue 28. */
export interface Scale {
  machines: number;
  ads: number;
  events: number;
  users: number;
}

/** The benchmark's scale (scripts/bench-api.mjs). */
export const benchmarkScale: Scale = { machines: 10_000, ads: 10_000, events: 2_000, users: 1_000 };

export interface ScaleSeedOptions {
  scale?: Scale;
  /** Dates are relative to this day; the same seed and day give the same data. */
  today?: Date;
  seed?: number;
  /** Every generated user's password hash. */
  passwordHash: string;
}

/** What was inserted, and the users with their vehicles (a caller for the benchmark). */
export interface ScaleSeedSummary {
  rows: Record<string, number>;
  fleets: Pick<GeneratedFleets, 'users' | 'vehicles'>;
}

/**
 * Fills a migrated database to scale in one transaction: machines, users with their fleets and
 * a year of diary each, marketplace ads of those users, events with some of them signed up.
 * Rows go in batches (`insertRows`). The database should hold nothing but the reference data:
 * ids and user names are generated, not checked against what is there.
 */
export async function seedAtScale(
  database: Database,
  { scale = benchmarkScale, today = new Date(), seed = 2026, passwordHash }: ScaleSeedOptions,
): Promise<ScaleSeedSummary> {
  const fleets = generateFleets(scale.users, { seed, today, passwordHash });
  const owners = fleets.users.map((user) => user.id);
  const ads = generateAds(scale.ads, { seed: seed + 1, today, owners });
  const generatedEvents = generateEvents(scale.events, {
    seed: seed + 2,
    today,
    participants: owners,
  });
  const machines = generateMachines(scale.machines, {
    seed: seed + 3,
    today,
    identifierPrefix: 'GB-',
    firstNumber: 100_001,
  });
  await database.orm.transaction(async (tx) => {
    await insertRows(
      tx,
      machineTable,
      machines.map(({ machine }) => machine),
    );
    await insertRows(
      tx,
      machineImages,
      machines.flatMap(({ machine, photos }) =>
        photos.map((photo, position) => ({ machineId: machine.id, position, photo })),
      ),
    );
    await insertRows(tx, users, fleets.users);
    await insertRows(tx, vehicles, fleets.vehicles);
    await insertRows(tx, diaryEntries, fleets.diaryEntries);
    await insertRows(tx, classifiedAds, ads.ads);
    await insertRows(tx, classifiedAdImages, ads.images);
    await insertRows(tx, events, generatedEvents.events);
    await insertRows(tx, eventRegistrations, generatedEvents.registrations);
  });
  return {
    rows: {
      machines: machines.length,
      users: fleets.users.length,
      vehicles: fleets.vehicles.length,
      diaryEntries: fleets.diaryEntries.length,
      ads: ads.ads.length,
      adImages: ads.images.length,
      events: generatedEvents.events.length,
      eventRegistrations: generatedEvents.registrations.length,
    },
    fleets: { users: fleets.users, vehicles: fleets.vehicles },
  };
}

/** Rows per statement: one JSON text each, of a few megabytes. */
const rowsPerStatement = 5_000;

/**
 * Bulk inserts, fast on both drivers: each batch of rows goes as ONE parameter, a JSON array
 * that PostgreSQL spreads into rows (`json_populate_recordset`), instead of a bind parameter
 * per value (a statement of 30 000 parameters takes drizzle and PGlite many times longer to
 * build and bind). The columns are those any row of the batch names; a row that leaves one of
 * them out gets NULL there, not the column's default. Dates go as ISO text, arrays as JSON
 * arrays.
 */
export async function insertRows<Table extends PgTable>(
  orm: Pick<Orm, 'execute'>,
  table: Table,
  rows: Table['$inferInsert'][],
): Promise<void> {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement) as Record<string, unknown>[];
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row)))];
    const names = keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
      return sql.identifier(column.name);
    });
    const json = JSON.stringify(
      batch.map((row) =>
        Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null])),
      ),
    );
    const list = sql.join(names, sql`, `);
    await orm.execute(
      sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${json}::json)`,
    );
  }
}
