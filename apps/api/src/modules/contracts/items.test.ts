import {
  apiEnvelopeSchema,
  contractItemEntriesSchema,
  contractItemEntrySchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('GET /contractItems', () => {
  it('lists the caller’s items with their vehicle and computed status', async () => {
    const response = await call(demoIds.farmer, '/contractItems');
    expect(response.statusCode).toBe(200);
    const items = apiEnvelopeSchema(contractItemEntriesSchema).parse(response.json()).data.data;
    expect(items.map((item) => [item.id, item.status])).toEqual([
      // Ends in 20 days: expiring (within 60), though stored as active.
      [demoIds.farmerTracLinkLicence, 'expiring'],
      // TracLink Mobile, half a year left.
      [demoIds.farmerTracLinkMobileLicence, 'active'],
      [demoIds.farmerWarranty, 'active'],
    ]);
    expect(items[0]).toMatchObject({
      kind: 'traclink',
      title: 'TracLink Smart',
      validTo: daysFromToday(20),
      subscriptionPeriod: 'yearly',
      renewsAutomatically: true,
      prices: { setup: 0, yearly: 14900 },
      currency: 'EUR',
      vehicle: {
        id: demoIds.farmerLintrac,
        vin: 'VBLA11000L0012345',
        model: { id: 'lintrac-110', name: 'Lintrac 110' },
      },
    });
  });

  it('shows an item past its end as expired and one 61 days away as active', async () => {
    await server.database.transaction((session) =>
      session.exec(`
        UPDATE contract_items SET valid_to = CURRENT_DATE - 1 WHERE id = '${demoIds.farmerTracLinkLicence}';
        UPDATE contract_items SET valid_to = CURRENT_DATE + 61 WHERE id = '${demoIds.farmerWarranty}';
      `),
    );
    const items = (await call(demoIds.farmer, '/contractItems')).json().data.data;
    expect(items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [demoIds.farmerTracLinkLicence, 'expired'],
      [demoIds.farmerWarranty, 'active'],
      [demoIds.farmerTracLinkMobileLicence, 'active'],
    ]);
  });

  it('shows another user none of them, and asks for a token', async () => {
    expect((await call(demoIds.newcomer, '/contractItems')).json().data.data).toEqual([]);
    const anonymous = await call(null, '/contractItems');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'Token is missing' });
  });
});

describe('GET /contractItems/{contractItemId}', () => {
  it('answers one of the caller’s items, also with its vehicle given', async () => {
    const response = await call(demoIds.farmer, `/contractItems/${demoIds.farmerWarranty}`);
    expect(response.statusCode).toBe(200);
    const item = apiEnvelopeSchema(contractItemEntrySchema).parse(response.json()).data.data;
    expect(item).toMatchObject({ id: demoIds.farmerWarranty, kind: 'warranty', status: 'active' });
    const withVehicle = await call(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerWarranty}?vehicleId=${demoIds.farmerLintrac}`,
    );
    expect(withVehicle.json().data.data.id).toBe(demoIds.farmerWarranty);
  });

  it('answers 404 for another user’s item or another vehicle, 400 for an id that cannot be one', async () => {
    const paths = [
      `/contractItems/${otherId}`,
      `/contractItems/${demoIds.farmerWarranty}?vehicleId=${demoIds.farmerGeotrac}`,
    ];
    for (const path of paths) {
      const response = await call(demoIds.farmer, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'This contract does not exist for your vehicles.',
      });
    }
    for (const [path, field] of [
      [`/contractItems/${demoIds.farmerWarranty}?vehicleId=not-an-id`, 'vehicleId'],
      ['/contractItems/not-an-id', 'contractItemId'],
    ] as const) {
      const response = await call(demoIds.farmer, path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors).toEqual({ [field]: 'This value is not valid.' });
    }
    const other = await call(demoIds.newcomer, `/contractItems/${demoIds.farmerWarranty}`);
    expect(other.statusCode).toBe(404);
    expect((await call(null, `/contractItems/${demoIds.farmerWarranty}`)).statusCode).toBe(401);
  });
});

describe('GET /contractItems/{warranty|traclink}/{userId}/{vehicleId}', () => {
  it('lists the items of that kind of the caller’s vehicle', async () => {
    const warranty = await call(
      demoIds.farmer,
      `/contractItems/warranty/${demoIds.farmer}/${demoIds.farmerLintrac}`,
    );
    expect(warranty.statusCode).toBe(200);
    expect(warranty.json().data.data.map((item: { id: string }) => item.id)).toEqual([
      demoIds.farmerWarranty,
    ]);
    const traclink = await call(
      demoIds.farmer,
      `/contractItems/traclink/${demoIds.farmer}/${demoIds.farmerLintrac}`,
    );
    expect(traclink.json().data.data.map((item: { id: string }) => item.id)).toEqual([
      demoIds.farmerTracLinkLicence,
      demoIds.farmerTracLinkMobileLicence,
    ]);
    const geotrac = await call(
      demoIds.farmer,
      `/contractItems/traclink/${demoIds.farmer}/${demoIds.farmerGeotrac}`,
    );
    expect(geotrac.json().data.data).toEqual([]);
  });

  it('answers 404 for another user’s id or vehicle, 401 without a token', async () => {
    for (const [user, path] of [
      [demoIds.newcomer, `/contractItems/warranty/${demoIds.farmer}/${demoIds.farmerLintrac}`],
      [demoIds.newcomer, `/contractItems/traclink/${demoIds.newcomer}/${demoIds.farmerLintrac}`],
      [demoIds.farmer, `/contractItems/warranty/${demoIds.farmer}/${otherId}`],
      [demoIds.farmer, `/contractItems/traclink/${demoIds.farmer}/not-an-id`],
    ] as const) {
      const response = await call(user, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'This vehicle is not in your fleet.',
      });
    }
    const anonymous = await call(
      null,
      `/contractItems/warranty/${demoIds.farmer}/${demoIds.farmerLintrac}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 "User ID is required" without a user id, in the caller’s language', async () => {
    for (const path of [
      `/contractItems/warranty//${demoIds.farmerLintrac}`,
      `/contractItems/traclink/undefined/${demoIds.farmerLintrac}`,
      `/contractItems/warranty/null/${demoIds.farmerLintrac}`,
      `/contractItems/traclink/${demoIds.farmerLintrac}`,
    ]) {
      const response = await call(demoIds.farmer, path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'User ID is required' });
    }
    const german = await call(demoIds.farmer, `/contractItems/warranty//${demoIds.farmerLintrac}`, {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().message).toBe('Die Benutzer-ID ist erforderlich.');
    const french = await call(demoIds.farmer, `/contractItems/warranty//${demoIds.farmerLintrac}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('L’identifiant de l’utilisateur est obligatoire.');
  });
});
