import { join } from 'node:path';
import { openDatabase, type Database } from './connection';

/** Where the database is: the server config's `DATABASE_URL` and `DATA_DIR`. */
export interface DatabaseLocation {
  databaseUrl: string | null;
  dataDir: string | null;
}

/** PostgreSQL when `DATABASE_URL` is set, else PGlite in `{DATA_DIR}/pglite` (or in memory). */
export function openConfiguredDatabase(config: DatabaseLocation): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({
        kind: 'pglite',
        dataDir: config.dataDir ? join(config.dataDir, 'pglite') : null,
      });
}
