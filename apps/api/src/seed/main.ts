// `npm run seed -w apps/api`: migrates and seeds the database of the environment's configuration.
import { readConfig } from '../config';
import { openConfiguredDatabase } from '../database/configuredDatabase';
import { applyMigrations } from '../database/migrations';
import { seedDemoData } from './demoData';

const database = await openConfiguredDatabase(readConfig());
try {
  const applied = await applyMigrations(database);
  await seedDemoData(database);
  console.log(
    `Demo data seeded (${database.kind}${applied.length ? `, migrated ${applied.join(', ')}` : ''}).`,
  );
} finally {
  await database.close();
}
