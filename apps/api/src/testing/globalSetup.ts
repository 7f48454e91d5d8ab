// The unit project's globalSetup: the API tests' databases and the test servers' sign-on keys
// are prepared once, before any test file runs, so no test file's hook pays for initdb or for
// generating RSA keys (see preparedDatabases.ts and preparedSignOnKeys.ts).
import { prepareDatabases } from './preparedDatabases';
import { prepareSignOnKeys } from './preparedSignOnKeys';

export default async function prepareApiTestDatabases() {
  await Promise.all([
    prepareSignOnKeys(),
    // Against a real PostgreSQL server each test file makes a schema of its own instead.
    process.env.TEST_DATABASE_URL ? undefined : prepareDatabases(),
  ]);
}
