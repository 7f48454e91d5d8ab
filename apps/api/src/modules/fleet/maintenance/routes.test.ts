import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  dueMaintenanceSchema,
  vehicleMaintenanceSchema,
} from '@lindner/api/schema';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../../seed/demoData';
import { apiTestServerPerFile } from '../../../testing/apiTestServer';

// The farmer's Lintrac (seed/maintenancePlans.ts, 1843.5 h) had its engine oil changed at
// 1360 h on the 10th eight months ago: due at 1860 h, so due soon; the rest of its plan is fine.

const server = apiTestServerPerFile();
const { call } = server;

const maintenanceOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(vehicleMaintenanceSchema).parse(response.json()).data.data;
const dueOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(dueMaintenanceSchema).parse(response.json()).data.data;
const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

const now = new Date();
const today = now.toISOString().slice(0, 10);
/** The 10th of the month `offset` months from the current one (negative: back). */
const tenth = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 10))
    .toISOString()
    .slice(0, 10);
/** The day `days` days from today. */
const dayFrom = (days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

const lintracPath = `/fleet/${demoIds.farmerLintrac}/maintenance`;
const donePath = (vehicle: string, item: string) => `/fleet/${vehicle}/maintenance/${item}/done`;

async function execute(query: ReturnType<typeof sql>) {
  await server.database.orm.execute(query);
}

/** A vehicle of the newcomer's (a Lintrac 110 with `hours`), with the records given. */
async function newcomerLintrac(
  hours: number,
  done: { item: string; date: string; hours: number }[],
): Promise<string> {
  const id = randomUUID();
  const vin = `VBLA11000L${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await execute(sql`
    INSERT INTO vehicles (id, user_id, vin, model_id, data_source, status, operating_hours)
    VALUES (${id}, ${demoIds.newcomer}, ${vin}, 'lintrac-110', 'fuelDiary', 'approved', ${hours})`);
  for (const record of done) {
    await execute(sql`
      INSERT INTO maintenance_done (vehicle_id, item_key, done_on, hours)
      VALUES (${id}, ${record.item}, ${record.date}, ${record.hours})`);
  }
  return id;
}

describe('GET /fleet/{id}/maintenance', () => {
  it('lists the Lintrac’s plan with when each item is next due and its state', async () => {
    const response = await call(demoIds.farmer, lintracPath);
    expect(response.statusCode).toBe(200);
    const maintenance = maintenanceOf(response);
    expect(maintenance.operatingHours).toBe(1843.5);
    expect(
      maintenance.items.map(({ key, name, dueAtHours, dueOn, state }) => ({
        key,
        name,
        dueAtHours,
        dueOn,
        state,
      })),
    ).toEqual([
      // Done at 52 h: the first service is not due again.
      { key: 'firstService', name: 'First service', dueAtHours: null, dueOn: null, state: 'ok' },
      // 1360 + 500 = 1860 h, 16.5 h ahead; or a year after the 10th eight months ago.
      {
        key: 'engineOil',
        name: 'Change engine oil and oil filter',
        dueAtHours: 1860,
        dueOn: tenth(4),
        state: 'dueSoon',
      },
      {
        key: 'fuelFilter',
        name: 'Change fuel filter',
        dueAtHours: 2360,
        dueOn: tenth(16),
        state: 'ok',
      },
      {
        key: 'airFilter',
        name: 'Change air filter',
        dueAtHours: 2360,
        dueOn: tenth(16),
        state: 'ok',
      },
      {
        key: 'hydraulicOil',
        name: 'Change hydraulic oil and hydraulic filter',
        dueAtHours: 2000,
        dueOn: tenth(10),
        state: 'ok',
      },
      {
        key: 'transmissionOil',
        name: 'Change transmission oil',
        dueAtHours: 2200,
        dueOn: tenth(10),
        state: 'ok',
      },
      // Never done: at its 3000 h interval.
      { key: 'coolant', name: 'Change coolant', dueAtHours: 3000, dueOn: null, state: 'ok' },
    ]);
    expect(maintenance.items[1]).toMatchObject({
      lastDone: { date: tenth(-8), hours: 1360 },
      hoursInterval: 500,
      monthsInterval: 12,
      booking: null,
    });
  });

  it('names the items in the caller’s language', async () => {
    const response = await call(demoIds.farmer, lintracPath, {
      headers: { 'accept-language': 'fr' },
    });
    expect(maintenanceOf(response).items[0]!.name).toBe('Première révision');
  });

  it('makes an item due by months when they come before its hours, and overdue after', async () => {
    // 120 h: engine oil done at 100 h on the 10th eleven months ago is due on the 10th of next
    // month (within 30 days at the latest on the 11th), hydraulic oil done 25 months ago overdue.
    const id = await newcomerLintrac(120, [
      { item: 'firstService', date: tenth(-11), hours: 50 },
      { item: 'engineOil', date: tenth(-11), hours: 100 },
      { item: 'hydraulicOil', date: tenth(-25), hours: 0 },
    ]);
    const items = maintenanceOf(await call(demoIds.newcomer, `/fleet/${id}/maintenance`)).items;
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get('engineOil')).toMatchObject({ dueAtHours: 600, dueOn: tenth(1) });
    // Between the 10th of this month and the 10th of next month lie at most 31 days.
    expect(byKey.get('engineOil')!.state).toBe(
      now.getUTCDate() >= 10 || tenth(1) <= dayFrom(30) ? 'dueSoon' : 'ok',
    );
    expect(byKey.get('hydraulicOil')).toMatchObject({
      dueAtHours: 1000,
      dueOn: tenth(-1),
      state: 'overdue',
    });
    // Never done, the fuel filter is due at 1000 h; 880 h ahead.
    expect(byKey.get('fuelFilter')).toMatchObject({ dueAtHours: 1000, dueOn: null, state: 'ok' });
  });

  it('answers 404 for another user’s vehicle and for an id that is none, 401 without sign-in', async () => {
    for (const path of [lintracPath, '/fleet/not-a-vehicle/maintenance']) {
      const response = await call(demoIds.newcomer, path);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('This vehicle is not in your fleet.');
    }
    expect((await call(null, lintracPath)).statusCode).toBe(401);
  });
});

describe('GET /maintenance/due', () => {
  it('lists the due and overdue items of the caller’s vehicles, overdue first', async () => {
    const farmer = dueOf(await call(demoIds.farmer, '/maintenance/due'));
    expect(
      farmer.map(({ vehicleId, modelName, vin, item }) => [
        vehicleId,
        modelName,
        vin,
        item.key,
        item.state,
      ]),
    ).toEqual([
      [demoIds.farmerLintrac, 'Lintrac 110', 'VBLA11000L0012345', 'engineOil', 'dueSoon'],
    ]);
    expect(farmer[0]!.operatingHours).toBe(1843.5);

    const id = await newcomerLintrac(60, []);
    const newcomer = dueOf(await call(demoIds.newcomer, '/maintenance/due')).filter(
      (due) => due.vehicleId === id,
    );
    // 60 h, nothing done: the first service (50 h) is overdue; the rest is 440 h and more away.
    expect(newcomer.map(({ item }) => [item.key, item.state, item.dueAtHours])).toEqual([
      ['firstService', 'overdue', 50],
    ]);
  });

  it('lists nothing of another user’s vehicles, and needs a sign-in', async () => {
    const newcomer = dueOf(await call(demoIds.newcomer, '/maintenance/due'));
    expect(newcomer.some((due) => due.vehicleId === demoIds.farmerLintrac)).toBe(false);
    expect((await call(null, '/maintenance/due')).statusCode).toBe(401);
  });
});

describe('POST /fleet/{id}/maintenance/{item}/done', () => {
  it('refuses a day in the future, missing or negative hours with field messages', async () => {
    const path = donePath(demoIds.farmerLintrac, 'engineOil');
    const future = await call(demoIds.farmer, path, {
      method: 'POST',
      json: { date: dayFrom(3), hours: 1843.5 },
    });
    expect(future.statusCode).toBe(400);
    expect(errorOf(future).errors).toEqual({ date: 'The date cannot be in the future.' });
    const missing = await call(demoIds.farmer, path, { method: 'POST', json: { date: today } });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual({ hours: 'This field is required.' });
    const negative = await call(demoIds.farmer, path, {
      method: 'POST',
      json: { date: today, hours: -1 },
    });
    expect(errorOf(negative).errors).toEqual({ hours: 'The value cannot be negative.' });
  });

  it('refuses hours that contradict the diary’s readings', async () => {
    // The Geotrac's diary reached 3120 h within the last months: 3000 h today cannot be.
    const response = await call(demoIds.farmer, donePath(demoIds.farmerGeotrac, 'engineOil'), {
      method: 'POST',
      json: { date: today, hours: 3000 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors!.hours).toMatch(/you already entered 3,120 operating hours/);
  });

  it('refuses more hours than the vehicle has reached', async () => {
    const response = await call(demoIds.farmer, donePath(demoIds.farmerLintrac, 'engineOil'), {
      method: 'POST',
      json: { date: today, hours: 1844 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      hours:
        'The vehicle last reached 1,843.5 operating hours: the maintenance cannot have been done at more.',
    });
  });

  it('answers 404 for an item the plan does not have, and for another user’s vehicle', async () => {
    const unknown = await call(demoIds.farmer, donePath(demoIds.farmerLintrac, 'wiperBlades'), {
      method: 'POST',
      json: { date: today, hours: 1843.5 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(
      'This item is not part of this vehicle’s maintenance plan.',
    );
    const foreign = await call(demoIds.newcomer, donePath(demoIds.farmerLintrac, 'engineOil'), {
      method: 'POST',
      json: { date: today, hours: 1843.5 },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('marks the engine oil done: it is ok again, next due 500 h and a year later', async () => {
    const response = await call(demoIds.farmer, donePath(demoIds.farmerLintrac, 'engineOil'), {
      method: 'POST',
      json: { date: today, hours: 1843.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(apiEnvelopeSchema(vehicleMaintenanceSchema).parse(response.json()).message).toBe(
      'Marked as done.',
    );
    const [year, month, day] = today.split('-');
    const nextYear = `${Number(year) + 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
    expect(maintenanceOf(response).items.find(({ key }) => key === 'engineOil')).toMatchObject({
      lastDone: { date: today, hours: 1843.5 },
      dueAtHours: 2343.5,
      dueOn: nextYear,
      state: 'ok',
    });
    expect(dueOf(await call(demoIds.farmer, '/maintenance/due'))).toEqual([]);
  });
});

describe('the data export', () => {
  it('holds what was done on the user’s vehicles, and nothing of another user’s', async () => {
    const { call: exportCall } = await server.variant({
      throttleNamespace: `test:${randomUUID()}:`,
    });
    const response = await exportCall(demoIds.farmer, '/user/data-export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = JSON.parse(strFromU8(files['lindner-data.json']!)) as {
      tables: Record<string, { vehicle_id: string; item_key: string; hours: number }[]>;
    };
    const done = json.tables.maintenance_done!;
    expect(done).toContainEqual(
      expect.objectContaining({
        vehicle_id: demoIds.farmerLintrac,
        item_key: 'engineOil',
        hours: 1360,
      }),
    );
    expect(new Set(done.map((record) => record.vehicle_id))).toEqual(
      new Set([demoIds.farmerLintrac, demoIds.farmerGeotrac]),
    );
    expect(strFromU8(files['tables/maintenance_done.csv']!)).toMatch(/^.*item_key.*\r?\n/);
  });
});
