// `npx tsx --conditions=source apps/api/scripts/referenceDataMigration.ts [--first=NNNN] <set> …`
// writes each named set of reference data (src/seed/referenceData.ts: reference_checkout_catalogue,
// reference_dealers, reference_lindner_models, reference_lindner_model_texts, reference_old_timers)
// as a new migration, numbered after the last one (or from --first, for a number kept free).
// Run it after changing one of their lists: the migration brings every database to the list's
// values (rows the list no longer has stay; removing them is a migration written by hand).
// src/seed/referenceData.test.ts fails while the migrations and the lists differ.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../src/database/migrations';
import { referenceDataSets, referenceDataSql } from '../src/seed/referenceData';

const args = process.argv.slice(2);
const first = args.find((arg) => arg.startsWith('--first='))?.slice('--first='.length);
const names = args.filter((arg) => !arg.startsWith('--'));
const sets = names.map((name) => referenceDataSets.find((set) => set.name === name));
if (names.length === 0 || sets.some((set) => !set)) {
  console.error(
    `Name the sets to write: ${referenceDataSets.map((set) => set.name).join(', ')}` +
      (names.length ? ` (not ${names.filter((_, index) => !sets[index]).join(', ')})` : ''),
  );
  process.exit(1);
}

const numbers = (await readdir(migrationsDir))
  .map((file) => /^(\d{4})_/.exec(file)?.[1])
  .filter((number) => number !== undefined)
  .map(Number);
let next = first ? Number(first) : Math.max(0, ...numbers) + 1;
for (const set of sets) {
  const file = `${String(next++).padStart(4, '0')}_${set!.name}.sql`;
  // 'wx': never overwrites a migration.
  await writeFile(join(migrationsDir, file), referenceDataSql(set!), { flag: 'wx' });
  console.log(`Wrote migrations/${file}`);
}
