import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import type { Database } from '../database/connection';
import type { ServerOptions } from '../server';
import type { SignOnKeys } from '../sign-on/signOnKeys';
import { apiClient, type ApiCall } from './apiClient';
import { freePort } from './freePort';
import { signOnKeySets } from './preparedSignOnKeys';
import { openTestDatabase, resetDemoData, writePosition } from './testDatabase';
import { accessTokenFor, startTestServer, type TestOptions } from './testServer';

export interface ApiTestServerOptions extends TestOptions {
  /**
   * Listen on a free port of 127.0.0.1, for tests that call with fetch; the public address (and
   * so the sign-on issuer) names that port unless `publicUrl` is given.
   */
  listen?: boolean;
  /** Back to the demo data before each test (the default); false keeps one state per file. */
  resetEachTest?: boolean;
}

export interface ApiTestServer {
  readonly database: Database;
  readonly app: FastifyInstance;
  readonly keys: SignOnKeys;
  readonly options: ServerOptions;
  /** `http://127.0.0.1:{port}` of a listening server. */
  readonly baseUrl: string;
  /** Calls the API as a user (an id), or without a token (null). */
  call: ApiCall;
  /** An access token of the development provider for a user id (or any subject). */
  tokenFor: (subject: string, extra?: Parameters<typeof accessTokenFor>[3]) => Promise<string>;
  /** Another server with other options on this file's database, closed when the test ends. */
  variant: (overrides: TestOptions) => Promise<{ app: FastifyInstance; call: ApiCall }>;
}

interface Started {
  database: Database;
  app: FastifyInstance;
  keys: SignOnKeys;
  options: ServerOptions;
  baseUrl: string;
  call: ApiCall;
}

/**
 * The API of one test file: an in-process server on a database of its own, loaded from the
 * prepared demo database (testDatabase.ts), reset to the demo data before each test unless told
 * otherwise, and closed after the file.
 */
export function apiTestServerPerFile(setup: ApiTestServerOptions = {}): ApiTestServer {
  const { listen = false, resetEachTest = true, ...overrides } = setup;
  const nextSignOnKeys = signOnKeySets();
  let started: Started | undefined;
  /** Whether the database still holds the demo data exactly as it was opened. */
  let untouched = false;
  /** Where the database's write-ahead log stood once the last reset was done. */
  let resetAt: string | undefined;
  const current = (): Started => {
    if (!started) throw new Error('The test server starts in beforeAll');
    return started;
  };

  beforeAll(async () => {
    const database = await openTestDatabase();
    try {
      const port = listen ? await freePort() : 0;
      const baseUrl = listen ? `http://127.0.0.1:${port}` : '';
      const signOnKeys = overrides.signOnKeys ?? (await nextSignOnKeys());
      const server = await startTestServer(
        database,
        listen ? { publicUrl: baseUrl, ...overrides, signOnKeys } : { ...overrides, signOnKeys },
      );
      if (listen) await server.app.listen({ host: '127.0.0.1', port });
      started = {
        database,
        baseUrl,
        ...server,
        call: apiClient(server.app, server.keys, server.options),
      };
      untouched = true;
    } catch (error) {
      await database.close();
      throw error;
    }
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
  });
  if (resetEachTest) {
    beforeEach(async () => {
      const { database } = current();
      // The first test gets the database as opened: the demo data, seeded today.
      if (untouched) {
        untouched = false;
        return;
      }
      // Nothing written since the last reset (the log has not moved): still the demo data.
      if (resetAt !== undefined && (await writePosition(database)) === resetAt) {
        return;
      }
      await resetDemoData(database);
      resetAt = await writePosition(database);
    });
  }

  return {
    get database() {
      return current().database;
    },
    get app() {
      return current().app;
    },
    get keys() {
      return current().keys;
    },
    get options() {
      return current().options;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    call: (...args) => current().call(...args),
    tokenFor: (subject, extra) => accessTokenFor(current().keys, current().options, subject, extra),
    async variant(variantOverrides) {
      const server = await startTestServer(current().database, {
        ...variantOverrides,
        signOnKeys: variantOverrides.signOnKeys ?? (await nextSignOnKeys()),
      });
      onTestFinished(() => server.app.close());
      return { app: server.app, call: apiClient(server.app, server.keys, server.options) };
    },
  };
}
