import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizePath } from '@lindner/i18n/core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { apiTestServerPerFile } from './testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });

describe('server', () => {
  it('writes one log line per request', async () => {
    const lines: string[] = [];
    const { app: logged } = await server.variant({
      logRequests: true,
      logDestination: { write: (line) => lines.push(line) },
    });
    await logged.inject('/api/portal/user');
    await logged.inject('/realms/lindner/.well-known/openid-configuration?x=secret');
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.path);
    expect(requests.map((entry) => entry.msg.replace(/ [\d.]+ ms$/, ''))).toEqual([
      'GET /api/portal/user 401',
      'GET /realms/lindner/.well-known/openid-configuration 200',
    ]);
  });

  it('serves the built portal with a fallback to index.html for its routes', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
    onTestFinished(() => rm(staticDir, { recursive: true }));
    const { app: portal } = await server.variant({ staticDir });
    const page = await portal.inject({
      url: localizePath('fleet', {}, 'de-at'),
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
    const fromCurl = await portal.inject({
      url: localizePath('dashboard', {}, 'de'),
      headers: { accept: '*/*' },
    });
    expect(fromCurl.statusCode).toBe(200);
    const json = await portal.inject({ url: '/de/x', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect((await portal.inject('/app.js')).body).toBe('console.log(1)');
    expect((await portal.inject('/missing.js')).statusCode).toBe(404);
    const api = await portal.inject('/api/portal/unknown');
    expect(api.statusCode).toBe(401);
  });
});
