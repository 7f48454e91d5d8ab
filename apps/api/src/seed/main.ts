// `npm run seed` (`npm run seed -w apps/api`): migrates the database of the environment's
// configuration and seeds the demo data (users, their farm, vehicles and contracts, machines,
// news, events, ads); safe to repeat. With `--if-empty` (what `npm start` runs first) it seeds
// only a database without users. The server itself never seeds.
import { readConfig } from '../config';
import { openConfiguredDatabase } from '../database/configuredDatabase';
import { applyMigrations } from '../database/migrations';
import { seedDemoData, seedIfEmpty } from './demoData';

const onlyIfEmpty = process.argv.includes('--if-empty');
const database = await openConfiguredDatabase(readConfig());
try {
  const applied = await applyMigrations(database);
  const migrated = applied.length ? `, migrated ${applied.join(', ')}` : '';
  if (onlyIfEmpty && !(await seedIfEmpty(database))) {
    console.log(`The database has users: no demo data seeded (${database.kind}${migrated}).`);
  } else {
    if (!onlyIfEmpty) await seedDemoData(database);
    console.log(`Demo data seeded (${database.kind}${migrated}).`);
  }
} finally {
  await database.close();
}
