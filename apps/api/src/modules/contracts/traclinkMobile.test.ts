import { apiEnvelopeSchema, traclinkMobileSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';
const lintracPath = `/contractItems/traclinkMobile/${demoIds.farmerLintrac}`;
const geotracPath = `/contractItems/traclinkMobile/${demoIds.farmerGeotrac}`;

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function mobileOf(path: string) {
  const response = await call(demoIds.farmer, path);
  expect(response.statusCode).toBe(200);
  return apiEnvelopeSchema(traclinkMobileSchema).parse(response.json()).data.data;
}

describe('GET /contractItems/traclinkMobile/{vehicleId}', () => {
  it('gives the owner the licence and a pairing code in the app’s address', async () => {
    const { licence, pairing } = await mobileOf(lintracPath);
    expect(licence).toMatchObject({
      id: demoIds.farmerTracLinkMobileLicence,
      title: 'TracLink Mobile',
      status: 'active',
      validTo: daysFromToday(180),
      vehicle: { id: demoIds.farmerLintrac },
    });
    expect(pairing?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(pairing?.address).toBe(`traclinkmobile://pair?code=${pairing?.code}`);
  });

  it('keeps the same code from visit to visit', async () => {
    const first = await mobileOf(lintracPath);
    const again = await mobileOf(lintracPath);
    expect(again.pairing?.code).toBe(first.pairing?.code);
  });

  it('says there is no licence, and gives no pairing, for a vehicle without one', async () => {
    expect(await mobileOf(geotracPath)).toEqual({ licence: null, pairing: null });
  });

  it('gives no pairing for an ended or only ordered licence', async () => {
    for (const status of ['expired', 'ordered']) {
      await server.database.transaction((session) =>
        session.exec(
          `UPDATE contract_items SET status = '${status}' WHERE id = '${demoIds.farmerTracLinkMobileLicence}'`,
        ),
      );
      const { licence, pairing } = await mobileOf(lintracPath);
      expect(licence?.status).toBe(status);
      expect(pairing).toBeNull();
    }
  });

  it('answers 404 for another user’s vehicle or an unknown one, 400 for a bad id', async () => {
    const other = await call(demoIds.newcomer, lintracPath);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This vehicle is not in your fleet.');
    expect(other.body).not.toContain('TracLink Mobile');
    expect(
      (await call(demoIds.farmer, `/contractItems/traclinkMobile/${otherId}`)).statusCode,
    ).toBe(404);
    const bad = await call(demoIds.farmer, '/contractItems/traclinkMobile/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('vehicleId');
    expect((await call(null, lintracPath)).statusCode).toBe(401);
  });
});

describe('POST /contractItems/traclinkMobile/{vehicleId}/pairing', () => {
  it('issues a new code that replaces the old one', async () => {
    const before = await mobileOf(lintracPath);
    const response = await call(demoIds.farmer, `${lintracPath}/pairing`, { method: 'POST' });
    expect(response.statusCode).toBe(200);
    const renewed = apiEnvelopeSchema(traclinkMobileSchema).parse(response.json()).data.data;
    expect(renewed.pairing?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(renewed.pairing?.code).not.toBe(before.pairing?.code);
    expect((await mobileOf(lintracPath)).pairing?.code).toBe(renewed.pairing?.code);
    const [stored] = await server.database.transaction((session) =>
      session.rows<{ count: number }>(
        `SELECT count(*)::int AS count FROM traclink_mobile_pairings WHERE code = '${before.pairing?.code}'`,
      ),
    );
    expect(stored?.count).toBe(0);
  });

  it('refuses a vehicle without a licence (409) and another user’s vehicle (404)', async () => {
    const none = await call(demoIds.farmer, `${geotracPath}/pairing`, { method: 'POST' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/TracLink Mobile/);
    const other = await call(demoIds.newcomer, `${lintracPath}/pairing`, { method: 'POST' });
    expect(other.statusCode).toBe(404);
  });
});
