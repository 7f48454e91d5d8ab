import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  contractItemNotificationsSchema,
  fleetSchema,
} from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/connection';
import { demoIds } from '../seed/demoData';
import { createSignOnKeys, type SignOnKeys } from '../signOn/signOnKeys';
import { apiClient } from '../testing/apiClient';
import { openTestDatabase, resetDemoData } from '../testing/testDatabase';
import { accessTokenFor, startTestServer } from '../testing/testServer';
import type { ServerOptions } from '../server';

let database: Database;
let app: FastifyInstance;
let keys: SignOnKeys;
let options: ServerOptions;
let call: ReturnType<typeof apiClient>;
let otherKeys: SignOnKeys;

beforeAll(async () => {
  otherKeys = await createSignOnKeys();
  database = await openTestDatabase();
  ({ app, keys, options } = await startTestServer(database));
  call = apiClient(app, keys, options);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => resetDemoData(database));

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('GET /fleet', () => {
  it('returns the caller’s vehicles with the dashboard statistics', async () => {
    const response = await call(demoIds.farmer, '/fleet');
    expect(response.statusCode).toBe(200);
    const fleet = apiEnvelopeSchema(fleetSchema).parse(response.json()).data.data;
    expect(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle.model.name])).toEqual([
      [demoIds.farmerGeotrac, 'Geotrac 94ep'],
      [demoIds.farmerLintrac, 'Lintrac 110'],
    ]);
    expect(fleet.vehicles.every((vehicle) => vehicle.vin.startsWith('VBLA'))).toBe(true);
    expect(fleet.statistics).toEqual({
      vehicleCount: 2,
      operatingHours: 4963.5,
      fuelUsedLiters: 26690,
      averageConsumption: 5.4,
    });
  });

  it('is empty for the newcomer, never another user’s vehicles', async () => {
    const fleet = fleetSchema.parse((await call(demoIds.newcomer, '/fleet')).json().data.data);
    expect(fleet).toEqual({
      vehicles: [],
      statistics: {
        vehicleCount: 0,
        operatingHours: 0,
        fuelUsedLiters: 0,
        averageConsumption: null,
      },
    });
  });
});

describe('GET /contractItems/notifications', () => {
  it('lists the caller’s items ending within 30 days, by group', async () => {
    const response = await call(demoIds.farmer, '/contractItems/notifications');
    expect(response.statusCode).toBe(200);
    const groups = apiEnvelopeSchema(contractItemNotificationsSchema).parse(response.json()).data
      .data;
    expect(groups).toEqual({
      traclink: [
        {
          item: {
            id: demoIds.farmerTracLinkLicence,
            title: 'TracLink Smart',
            validTo: daysFromToday(20),
          },
          model: { id: 'lintrac-110', name: 'Lintrac 110' },
          vehicleId: demoIds.farmerLintrac,
        },
      ],
      warranty: [],
    });
  });

  it('includes a warranty ending soon and leaves out cancelled and later items', async () => {
    await database.transaction((session) =>
      session.exec(`
        UPDATE contract_items SET valid_to = CURRENT_DATE + 30 WHERE id = '${demoIds.farmerWarranty}';
        INSERT INTO contract_items (user_id, vehicle_id, kind, title, status, valid_to) VALUES
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Cancelled', 'cancelled', CURRENT_DATE + 5),
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Later', 'active', CURRENT_DATE + 31),
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Ended', 'active', CURRENT_DATE - 1);
      `),
    );
    const groups = (await call(demoIds.farmer, '/contractItems/notifications')).json().data.data;
    expect(groups.traclink.map((entry: { item: { title: string } }) => entry.item.title)).toEqual([
      'TracLink Smart',
    ]);
    expect(groups.warranty).toEqual([
      {
        item: expect.objectContaining({ id: demoIds.farmerWarranty }),
        model: { id: 'lintrac-110', name: 'Lintrac 110' },
        vehicleId: demoIds.farmerLintrac,
      },
    ]);
  });

  it('shows another user none of the farmer’s items', async () => {
    const groups = (await call(demoIds.newcomer, '/contractItems/notifications')).json().data.data;
    expect(groups).toEqual({ traclink: [], warranty: [] });
  });
});

describe('access tokens', () => {
  const endpoints: Array<[string, string]> = [
    ['GET', '/user'],
    ['GET', '/user/profile'],
    ['GET', '/user/profile/farm'],
    ['POST', '/user/profile/farm'],
    ['GET', '/user/profile/farm/dropdowns'],
    ['GET', '/contractItems/notifications'],
    ['GET', '/fleet'],
  ];

  const request = (method: string, path: string, authorization?: string) =>
    app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/portal${path}`,
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      payload: method === 'POST' ? JSON.stringify({ name: 'Hof' }) : undefined,
    });

  it.each(endpoints)('%s %s answers 401 without a token', async (method, path) => {
    const response = await request(method, path);
    expect(response.statusCode).toBe(401);
    expect(apiErrorEnvelopeSchema.parse(response.json()).message).toBe('Token is missing');
  });

  it.each(endpoints)('%s %s answers 401 to a token signed by another key', async (method, path) => {
    const forged = await accessTokenFor(otherKeys, options, demoIds.farmer);
    const response = await request(method, path, `Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Token is invalid',
      data: { data: null },
    });
  });

  it.each(endpoints)('%s %s answers 401 to an expired token', async (method, path) => {
    const expired = await accessTokenFor(keys, options, demoIds.farmer, {
      expiresIn: Math.floor(Date.now() / 1000) - 120,
    });
    const response = await request(method, path, `Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token has expired');
  });

  it('refuses tokens for another audience or issuer, garbage and other schemes', async () => {
    const otherAudience = await accessTokenFor(keys, options, demoIds.farmer, {
      claims: { aud: 'lindner-pimcore' },
    });
    const otherIssuer = await accessTokenFor(keys, options, demoIds.farmer, {
      claims: { iss: 'http://localhost:8080/realms/other' },
    });
    const notAUser = await accessTokenFor(keys, options, 'not-a-uuid');
    const valid = await accessTokenFor(keys, options, demoIds.farmer);
    for (const authorization of [
      `Bearer ${otherAudience}`,
      `Bearer ${otherIssuer}`,
      `Bearer ${notAUser}`,
      'Bearer not.a.token',
      `Basic ${valid}`,
    ]) {
      const response = await request('GET', '/user', authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const response = await call(demoIds.farmer, '/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Not found.',
      data: { data: null },
    });
  });
});

describe('server', () => {
  it('writes one log line per request', async () => {
    const lines: string[] = [];
    const { app: logged } = await startTestServer(database, {
      logRequests: true,
      logDestination: { write: (line) => lines.push(line) },
    });
    try {
      await logged.inject('/api/portal/user');
      await logged.inject('/realms/lindner/.well-known/openid-configuration?x=secret');
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.path);
      expect(requests.map((entry) => entry.msg.replace(/ [\d.]+ ms$/, ''))).toEqual([
        'GET /api/portal/user 401',
        'GET /realms/lindner/.well-known/openid-configuration 200',
      ]);
    } finally {
      await logged.close();
    }
  });

  it('serves the built portal with a fallback to index.html for its routes', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'lindner-portal-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
    const { app: portal } = await startTestServer(database, { staticDir });
    try {
      const page = await portal.inject({
        url: '/de-at/mein-lindner/fuhrpark',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Portal</title>');
      const fromCurl = await portal.inject({ url: '/de/mein-lindner', headers: { accept: '*/*' } });
      expect(fromCurl.statusCode).toBe(200);
      const json = await portal.inject({ url: '/de/x', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      expect((await portal.inject('/app.js')).body).toBe('console.log(1)');
      expect((await portal.inject('/missing.js')).statusCode).toBe(404);
      const api = await portal.inject('/api/portal/unknown');
      expect(api.statusCode).toBe(401);
    } finally {
      await portal.close();
      await rm(staticDir, { recursive: true });
    }
  });
});
