import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './connection';

/** PostgreSQL when `DATABASE_URL` is set, else PGlite in `{DATA_DIR}/pglite` (or in memory). */
export function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({
        kind: 'pglite',
        dataDir: config.dataDir ? join(config.dataDir, 'pglite') : null,
      });
}
