import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  diaryEntrySchema,
  diarySchema,
  vehicleSchema,
  type Diary,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { farmerDiaryEntries } from '../../seed/fleetDiary';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const { call } = apiTestServerPerFile();

/** The date `offset` days before today (UTC), as the seed dates the farmer's diary. */
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

const seeded = farmerDiaryEntries(
  { farmer: demoIds.farmer, geotrac: demoIds.farmerGeotrac, lintrac: demoIds.farmerLintrac },
  new Date(),
);
const geotrac = `/fleet/${demoIds.farmerGeotrac}`;
const lintrac = `/fleet/${demoIds.farmerLintrac}`;

const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());
const diaryOf = (response: { json(): unknown }): Diary =>
  apiEnvelopeSchema(diarySchema).parse(response.json()).data.data;
const entryOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(diaryEntrySchema).parse(response.json()).data.data;

const post = (
  user: string | null,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
) => call(user, path, { method: 'POST', json, headers });

/** A vehicle of the newcomer's, with an empty diary. */
async function newcomerVehicle(dataSource = 'fuelDiary', vin = 'VBLA08000T0045678') {
  const response = await post(demoIds.newcomer, '/fleet', {
    vin,
    modelId: 'lintrac-100',
    dataSource,
  });
  expect(response.statusCode).toBe(200);
  return `/fleet/${apiEnvelopeSchema(vehicleSchema).parse(response.json()).data.data.id}`;
}

describe('GET /fleet/{id}/diary', () => {
  it('returns the entries newest first with consumption and totals', async () => {
    const response = await call(demoIds.farmer, `${geotrac}/diary`);
    expect(response.statusCode).toBe(200);
    const diary = diaryOf(response);
    expect(diary.entries).toHaveLength(13);
    expect(diary.entries[0]).toEqual({
      kind: 'fuelStop',
      id: seeded[12]!.id,
      date: day(2),
      operatingHours: 3120,
      liters: 35,
      fullTank: false,
    });
    expect(diary.entries.at(-1)).toMatchObject({ kind: 'fuelStop', date: day(84) });
    const dates = diary.entries.map((entry) => ('date' in entry ? entry.date : entry.dateEnd));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(diary.entries).toContainEqual({
      kind: 'operation',
      id: seeded[1]!.id,
      date: day(80),
      type: 'grasHard',
      durationHours: 6.5,
      note: 'Silage, 1. Schnitt',
    });
    // Full fill-ups from 3042 h to 3112 h: 82 + 62 + 88 + 118 = 350 l over 70 h.
    expect(diary.consumption).toEqual({
      litersPerHour: 5,
      reason: null,
      byCategory: { field: null, gras: null, other: null },
    });
    expect(diary.totals).toMatchObject({
      liters: 443,
      hours: 78,
      operationHoursByType: {
        fieldEasy: 4,
        fieldHard: 7.5,
        grasEasy: 9.5,
        grasHard: 6.5,
        otherEasy: 0,
        otherHard: 3,
      },
    });
    expect(diary.totals.litersByMonth.reduce((sum, month) => sum + month.liters, 0)).toBe(443);
  });

  it('takes a range, both dates inclusive', async () => {
    const diary = diaryOf(
      await call(demoIds.farmer, `${geotrac}/diary?from=${day(35)}&to=${day(14)}`),
    );
    expect(diary.entries.map((entry) => [entry.kind, 'date' in entry && entry.date])).toEqual([
      ['fuelStop', day(14)],
      ['operation', day(20)],
      ['fuelStop', day(35)],
    ]);
    // 118 l over 3089 h to 3112 h.
    expect(diary.consumption.litersPerHour).toBe(5.13);
    expect(diary.totals).toMatchObject({ liters: 206, hours: 23 });
    const open = diaryOf(await call(demoIds.farmer, `${geotrac}/diary?from=${day(3)}`));
    expect(open.entries).toHaveLength(1);
    expect(open.consumption).toMatchObject({
      litersPerHour: null,
      reason: 'needsTwoFullFillUps',
    });
  });

  it.each([
    ['from=2026-13-01', { from: 'Please give the period as valid dates (YYYY-MM-DD).' }],
    ['to=yesterday', { to: 'Please give the period as valid dates (YYYY-MM-DD).' }],
    ['from=2026-02-30', { from: 'Please give the period as valid dates (YYYY-MM-DD).' }],
    [
      'from=2026-05-01&from=2026-05-02',
      { from: 'Please give the period as valid dates (YYYY-MM-DD).' },
    ],
    ['from=2026-05-02&to=2026-05-01', { to: 'The end of the period cannot be before its start.' }],
  ])('refuses the range %s, naming the field', async (query, errors) => {
    const response = await call(demoIds.farmer, `${geotrac}/diary?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: 'Please check the highlighted fields.',
      errors,
    });
  });

  it('answers 404 for another user’s vehicle and 401 without a token', async () => {
    const response = await call(demoIds.newcomer, `${geotrac}/diary`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('This vehicle is not in your fleet.');
    expect((await call(null, `${geotrac}/diary`)).statusCode).toBe(401);
  });
});

describe('consumption in diary mode', () => {
  it('needs two full fill-ups: 1000 h and 1010 h with 60 l at the second give 6 l/h', async () => {
    const vehicle = await newcomerVehicle();
    const first = await post(demoIds.newcomer, `${vehicle}/fuel-stops`, {
      date: day(10),
      operatingHours: 1000,
      liters: 45,
      fullTank: true,
    });
    expect(first.statusCode).toBe(200);
    expect(diaryOf(await call(demoIds.newcomer, `${vehicle}/diary`)).consumption).toEqual({
      litersPerHour: null,
      reason: 'needsTwoFullFillUps',
      byCategory: { field: null, gras: null, other: null },
    });

    const second = await post(demoIds.newcomer, `${vehicle}/fuel-stops`, {
      date: day(5),
      operatingHours: 1010,
      liters: 60,
      fullTank: true,
    });
    expect(second.statusCode).toBe(200);
    expect(diaryOf(await call(demoIds.newcomer, `${vehicle}/diary`)).consumption).toMatchObject({
      litersPerHour: 6,
      reason: null,
    });
    const shown = apiEnvelopeSchema(vehicleSchema).parse(
      (await call(demoIds.newcomer, vehicle)).json(),
    ).data.data;
    expect(shown).toMatchObject({
      averageConsumption: 6,
      operatingHours: 1010,
      fuelUsedLiters: 105,
      lastEntryAt: day(5),
    });
  });
});

describe('POST /fleet/{id}/fuel-stops', () => {
  it('stores a fuel stop and says so', async () => {
    const response = await post(demoIds.farmer, `${geotrac}/fuel-stops`, {
      date: day(0),
      operatingHours: 3125.5,
      liters: 20.5,
      fullTank: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Entry saved.');
    expect(entryOf(response)).toMatchObject({
      kind: 'fuelStop',
      date: day(0),
      operatingHours: 3125.5,
      liters: 20.5,
      fullTank: false,
    });
    const diary = diaryOf(await call(demoIds.farmer, `${geotrac}/diary`));
    expect(diary.entries[0]).toEqual(entryOf(response));
  });

  it('refuses fewer operating hours than an earlier entry, naming it', async () => {
    const response = await post(demoIds.farmer, `${geotrac}/fuel-stops`, {
      date: day(0),
      operatingHours: 3100,
      liters: 40,
    });
    expect(response.statusCode).toBe(400);
    const { message, errors } = errorOf(response);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day(2)}T00:00:00Z`),
    );
    expect(message).toBe(
      `Operating hours cannot go backwards: on ${date} you already entered 3,120 operating hours.`,
    );
    expect(errors).toEqual({ operatingHours: message });
  });

  it('refuses more operating hours than a later entry, in the caller’s language', async () => {
    const response = await post(
      demoIds.farmer,
      `${geotrac}/fuel-stops`,
      { date: day(90), operatingHours: 3050, liters: 40 },
      { 'accept-language': 'de-AT' },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.operatingHours).toMatch(
      /^Die Betriebsstunden dürfen nicht zurückgehen: Am .+ hast Du erst 3\s?042 Betriebsstunden eingetragen\.$/,
    );
  });

  it('checks every field: future date, negative litres, hours', async () => {
    const response = await post(demoIds.farmer, `${geotrac}/fuel-stops`, {
      date: day(-3),
      operatingHours: -1,
      liters: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      date: 'The date cannot be in the future.',
      operatingHours: 'The value cannot be negative.',
      liters: 'The value must be greater than 0.',
    });
    const missing = await post(demoIds.farmer, `${geotrac}/fuel-stops`, {
      date: '24.11.2026',
      operatingHours: 'viel',
    });
    expect(errorOf(missing).errors).toEqual({
      date: 'Please enter a valid date.',
      operatingHours: 'This value is not valid.',
      liters: 'This field is required.',
    });
    const zero = await post(demoIds.farmer, `${geotrac}/fuel-stops`, {
      date: day(0),
      operatingHours: 3130,
      liters: 0,
    });
    expect(errorOf(zero).errors).toEqual({ liters: 'The value must be greater than 0.' });
  });

  it('stores an entry sent again with the same id once', async () => {
    const entry = { id: randomUUID(), date: day(0), operatingHours: 3121, liters: 30 };
    const first = await post(demoIds.farmer, `${geotrac}/fuel-stops`, entry);
    const again = await post(demoIds.farmer, `${geotrac}/fuel-stops`, entry);
    expect(again.statusCode).toBe(200);
    expect(entryOf(again)).toEqual(entryOf(first));
    const diary = diaryOf(await call(demoIds.farmer, `${geotrac}/diary`));
    expect(diary.entries.filter((each) => each.id === entry.id)).toHaveLength(1);
    const elsewhere = await post(demoIds.farmer, `${lintrac}/fuel-stops`, entry);
    expect(elsewhere.statusCode).toBe(409);
  });

  it('answers 404 for another user’s vehicle and 401 without a token', async () => {
    const entry = { date: day(0), operatingHours: 3130, liters: 30 };
    const response = await post(demoIds.newcomer, `${geotrac}/fuel-stops`, entry);
    expect(response.statusCode).toBe(404);
    expect((await post(null, `${geotrac}/fuel-stops`, entry)).statusCode).toBe(401);
    expect(diaryOf(await call(demoIds.farmer, `${geotrac}/diary`)).entries).toHaveLength(13);
  });
});

describe('POST /fleet/{id}/operations', () => {
  it('stores an operation', async () => {
    const response = await post(demoIds.farmer, `${lintrac}/operations`, {
      date: day(1),
      type: 'grasEasy',
      durationHours: 2.5,
      note: ' Mähen, Leitenwiese ',
    });
    expect(response.statusCode).toBe(200);
    expect(entryOf(response)).toMatchObject({
      kind: 'operation',
      date: day(1),
      type: 'grasEasy',
      durationHours: 2.5,
      note: 'Mähen, Leitenwiese',
    });
  });

  it('checks type, duration, date and note', async () => {
    const response = await post(demoIds.farmer, `${lintrac}/operations`, {
      date: day(-2),
      type: 'mowing',
      durationHours: 0,
      note: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      date: 'The date cannot be in the future.',
      type: 'Please choose one of the options offered.',
      durationHours: 'The value must be greater than 0.',
      note: 'This text is too long.',
    });
    const long = await post(demoIds.farmer, `${lintrac}/operations`, {
      date: day(1),
      type: 'fieldHard',
      durationHours: 25,
    });
    expect(errorOf(long).errors).toEqual({ durationHours: 'This value is too large.' });
  });

  it('answers 404 for another user’s vehicle', async () => {
    const response = await post(demoIds.newcomer, `${lintrac}/operations`, {
      date: day(1),
      type: 'grasEasy',
      durationHours: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /fleet/{id}/averages', () => {
  it('stores averages; an average-consumption vehicle’s consumption comes from them', async () => {
    const vehicle = await newcomerVehicle('averageConsumption');
    const empty = diaryOf(await call(demoIds.newcomer, `${vehicle}/diary`));
    expect(empty.consumption).toMatchObject({ litersPerHour: null, reason: 'needsAverageEntry' });

    const first = await post(demoIds.newcomer, `${vehicle}/averages`, {
      dateStart: day(60),
      dateEnd: day(31),
      hoursStart: 500,
      hoursEnd: 510,
      consumption: { field: 8, gras: 6 },
    });
    expect(first.statusCode).toBe(200);
    expect(entryOf(first)).toMatchObject({
      kind: 'average',
      dateStart: day(60),
      dateEnd: day(31),
      consumption: { field: 8, gras: 6, other: null },
    });
    const second = await post(demoIds.newcomer, `${vehicle}/averages`, {
      dateStart: day(30),
      dateEnd: day(1),
      hoursStart: 510,
      hoursEnd: 540,
      consumption: { field: 4, gras: null, other: null },
    });
    expect(second.statusCode).toBe(200);
    expect(diaryOf(await call(demoIds.newcomer, `${vehicle}/diary`)).consumption).toEqual({
      litersPerHour: 4.75,
      reason: null,
      byCategory: { field: 5, gras: 6, other: null },
    });
    // An average overlapping the range counts.
    const ranged = diaryOf(
      await call(demoIds.newcomer, `${vehicle}/diary?from=${day(40)}&to=${day(35)}`),
    );
    expect(ranged.entries.map((entry) => entry.id)).toEqual([entryOf(first).id]);
  });

  it('checks the order of dates and hours, and needs a consumption', async () => {
    const response = await post(demoIds.farmer, `${geotrac}/averages`, {
      dateStart: day(10),
      dateEnd: day(12),
      hoursStart: 3115,
      hoursEnd: 3113,
      consumption: {},
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      dateEnd: 'The end date cannot be before the start date.',
      hoursEnd: 'The operating hours at the end cannot be lower than at the start.',
      consumption: 'Please enter at least one consumption figure.',
    });
  });

  it('refuses hours that go backwards against the diary', async () => {
    const response = await post(demoIds.farmer, `${geotrac}/averages`, {
      dateStart: day(30),
      dateEnd: day(10),
      hoursStart: 3095,
      hoursEnd: 3200,
      consumption: { field: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.hoursEnd).toMatch(
      /^Operating hours cannot go backwards: on .+ you entered only 3,120 operating hours\.$/,
    );
  });
});

describe('POST /fleet/{id}/notes', () => {
  it('stores a note and needs its text', async () => {
    const response = await post(demoIds.farmer, `${lintrac}/notes`, {
      date: day(0),
      text: 'Hydraulik geprüft.\nAlles dicht.',
    });
    expect(response.statusCode).toBe(200);
    expect(entryOf(response)).toMatchObject({
      kind: 'note',
      date: day(0),
      text: 'Hydraulik geprüft.\nAlles dicht.',
    });
    const empty = await post(demoIds.farmer, `${lintrac}/notes`, { date: day(0), text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors).toEqual({ text: 'This field is required.' });
  });
});

describe('DELETE /fleet/{id}/diary/{entryId}', () => {
  const note = () => seeded[4]!.id!;

  it('removes the owner’s entry', async () => {
    const response = await call(demoIds.farmer, `${geotrac}/diary/${note()}`, {
      method: 'DELETE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Entry deleted.',
      data: { data: { id: note() } },
    });
    const diary = diaryOf(await call(demoIds.farmer, `${geotrac}/diary`));
    expect(diary.entries.map((entry) => entry.id)).not.toContain(note());
    const again = await call(demoIds.farmer, `${geotrac}/diary/${note()}`, { method: 'DELETE' });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('This entry is not in this vehicle’s diary.');
  });

  it('never removes another user’s entry', async () => {
    const own = await newcomerVehicle();
    for (const path of [`${geotrac}/diary/${note()}`, `${own}/diary/${note()}`]) {
      const response = await call(demoIds.newcomer, path, { method: 'DELETE' });
      expect(response.statusCode).toBe(404);
    }
    // Nor an entry of the owner's other vehicle, nor an id that cannot be one.
    for (const path of [`${lintrac}/diary/${note()}`, `${geotrac}/diary/not-an-id`]) {
      expect((await call(demoIds.farmer, path, { method: 'DELETE' })).statusCode).toBe(404);
    }
    expect((await call(null, `${geotrac}/diary/${note()}`, { method: 'DELETE' })).statusCode).toBe(
      401,
    );
    const diary = diaryOf(await call(demoIds.farmer, `${geotrac}/diary`));
    expect(diary.entries.map((entry) => entry.id)).toContain(note());
  });
});

describe('GET /fleet/{id}/diary.csv', () => {
  const range = `from=${day(72)}&to=${day(68)}`;

  it('is a spreadsheet in English: commas, decimal points, a byte order mark', async () => {
    const response = await call(demoIds.farmer, `${geotrac}/diary.csv?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="diary-VBLA09400G0023456-${day(72)}-${day(68)}.csv"`,
    );
    expect(response.body).toBe(
      '\uFEFFDate,Entry,Operating hours,Liters,Full tank,Operation type,Duration (h),Note / consumption\r\n' +
        `${day(70)},Fuel stop,3058.5,82,yes,,,\r\n`,
    );
  });

  it('is a spreadsheet in Austrian German: semicolons and decimal commas', async () => {
    const response = await call(demoIds.farmer, `${geotrac}/diary.csv?${range}`, {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tagebuch-VBLA09400G0023456-${day(72)}-${day(68)}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines).toEqual([
      '\uFEFFDatum;Eintrag;Betriebsstunden;Liter;Volltank;Einsatzart;Dauer (h);Notiz / Verbrauch',
      `${day(70)};Tankstopp;3058,5;82;ja;;;`,
      '',
    ]);
  });

  it('has one row per entry, oldest first, with notes defused against formulas', async () => {
    await post(demoIds.farmer, `${lintrac}/notes`, {
      date: day(0),
      text: '=HYPERLINK("http://example.com";"Rechnung")',
    });
    const response = await call(demoIds.farmer, `${lintrac}/diary.csv`, {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.body.split('\r\n').slice(1)).toEqual([
      `${day(10)};Einsatz;;;;Feld schwer;8;Grubbern mit Frontgewicht`,
      `${day(3)};Notiz;;;;;;Reifendruck hinten auf 1,2 bar für die Feldarbeit gesenkt.`,
      `${day(0)};Notiz;;;;;;"'=HYPERLINK(""http://example.com"";""Rechnung"")"`,
      '',
    ]);
  });

  it('writes an average’s range and consumption', async () => {
    const vehicle = await newcomerVehicle('averageConsumption');
    await post(demoIds.newcomer, `${vehicle}/averages`, {
      dateStart: day(20),
      dateEnd: day(10),
      hoursStart: 100,
      hoursEnd: 150.5,
      consumption: { field: 6.5, gras: 5 },
    });
    const response = await call(demoIds.newcomer, `${vehicle}/diary.csv`);
    expect(response.body.split('\r\n')[1]).toBe(
      `${day(20)} – ${day(10)},Average consumption,100 – 150.5,,,,,"Field: 6.5 l/h, Grassland: 5 l/h"`,
    );
  });

  it('answers 404 for another user’s vehicle, 400 for a bad range, 401 without a token', async () => {
    expect((await call(demoIds.newcomer, `${geotrac}/diary.csv`)).statusCode).toBe(404);
    expect((await call(demoIds.farmer, `${geotrac}/diary.csv?from=gestern`)).statusCode).toBe(400);
    expect((await call(null, `${geotrac}/diary.csv`)).statusCode).toBe(401);
  });
});
