// The unit project's globalSetup: the API tests' databases are prepared once, before any test
// file runs, so no test file's hook pays for initdb (see preparedDatabases.ts).
import { prepareDatabases } from './preparedDatabases';

export default async function prepareApiTestDatabases() {
  // Against a real PostgreSQL server each test file makes a schema of its own instead.
  if (process.env.TEST_DATABASE_URL) return;
  await prepareDatabases();
}
