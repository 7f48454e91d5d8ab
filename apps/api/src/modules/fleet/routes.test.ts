import { randomBytes } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  fleetSchema,
  latestToday,
  reviewVehicleSchema,
  reviewVehiclesSchema,
  vehicleSchema,
  type FleetVehicle,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { vehicleImageFiles } from './tables';

const server = apiTestServerPerFile();
const { call } = server;

const vehicleOf = (response: { json(): unknown }): FleetVehicle =>
  apiEnvelopeSchema(vehicleSchema).parse(response.json()).data.data;
const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

const newVehicle = { vin: 'VBLA10500M0034567', modelId: 'lintrac-100', dataSource: 'fuelDiary' };

const addVehicle = (user: string | null, json: unknown, headers: Record<string, string> = {}) =>
  call(user, '/fleet', { method: 'POST', json, headers });

const fleetOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(fleetSchema).parse(response.json()).data.data;

/**
 * A day of the month `monthsBack` months before the current one, where it is latest on earth
 * (the last day diary dates may have): `day` 0 is the last day of the month before.
 */
function dayOfMonth(monthsBack: number, day: number): string {
  const [year, month] = latestToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsBack, day)).toISOString().slice(0, 10);
}

/** The dashboard charts' months, oldest first: eleven back to the current one. */
const chartMonths = () =>
  Array.from({ length: 12 }, (_, index) => dayOfMonth(11 - index, 1).slice(0, 7));

const noOperationHours = {
  fieldEasy: 0,
  fieldHard: 0,
  grasEasy: 0,
  grasHard: 0,
  otherEasy: 0,
  otherHard: 0,
};

describe('GET /fleet', () => {
  it('returns the caller’s vehicles with status, diary figures and the dashboard statistics', async () => {
    const response = await call(demoIds.farmer, '/fleet');
    expect(response.statusCode).toBe(200);
    const fleet = apiEnvelopeSchema(fleetSchema).parse(response.json()).data.data;
    expect(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle.model.name])).toEqual([
      [demoIds.farmerGeotrac, 'Geotrac 94ep'],
      [demoIds.farmerLintrac, 'Lintrac 110'],
    ]);
    expect(fleet.vehicles.every((vehicle) => vehicle.vin.startsWith('VBLA'))).toBe(true);
    const geotrac = fleet.vehicles[0]!;
    expect(geotrac).toMatchObject({
      status: 'approved',
      rejectionReason: null,
      dataSource: 'fuelDiary',
      operatingHours: 3120,
      fuelUsedLiters: 15480,
      // The diary's full fill-ups: 350 l over 70 h.
      averageConsumption: 5,
    });
    expect(geotrac.lastEntryAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fleet.statistics).toMatchObject({
      vehicleCount: 2,
      operatingHours: 4963.5,
      fuelUsedLiters: 26690,
      averageConsumption: 5.4,
      // The seeded diary's operations of both vehicles, all within the last 84 days: the
      // Geotrac's 6.5 h grasHard, 4 h fieldEasy, 5 + 4.5 h grasEasy, 3 h otherHard, 7.5 h
      // fieldHard, and the Lintrac's 8 h fieldHard.
      operationHoursByType: {
        fieldEasy: 4,
        fieldHard: 15.5,
        grasEasy: 9.5,
        grasHard: 6.5,
        otherEasy: 0,
        otherHard: 3,
      },
    });
    // The Geotrac's fuel stops (58 + 82 + 62 + 88 + 118 + 35 l) over the twelve months.
    const months = fleet.statistics.litersByMonth;
    expect(months.map(({ month }) => month)).toEqual(chartMonths());
    expect(months.reduce((total, { liters }) => total + liters, 0)).toBe(443);
  });

  it('gives the charts’ litres per month and hours per type of all the caller’s vehicles, the last twelve months only', async () => {
    const vehicles: string[] = [];
    for (const vin of ['VBLA08000T0045678', 'VBLA11000T0056789']) {
      const response = await addVehicle(demoIds.newcomer, { ...newVehicle, vin });
      expect(response.statusCode).toBe(200);
      vehicles.push(`/fleet/${vehicleOf(response).id}`);
    }
    const [first, second] = vehicles as [string, string];
    const entries: [string, string, Record<string, unknown>][] = [
      // The day before the first month: left out.
      [first, 'fuel-stops', { date: dayOfMonth(12, 0), operatingHours: 100, liters: 999 }],
      [first, 'operations', { date: dayOfMonth(12, 0), type: 'otherEasy', durationHours: 8 }],
      // The first of the first month, eleven months back.
      [first, 'fuel-stops', { date: dayOfMonth(11, 1), operatingHours: 110, liters: 40 }],
      [second, 'operations', { date: dayOfMonth(11, 1), type: 'grasEasy', durationHours: 4 }],
      // The month before this one, on both vehicles.
      [first, 'fuel-stops', { date: dayOfMonth(1, 15), operatingHours: 150, liters: 25.5 }],
      [second, 'fuel-stops', { date: dayOfMonth(1, 15), operatingHours: 500, liters: 12.25 }],
      [first, 'operations', { date: dayOfMonth(1, 15), type: 'fieldHard', durationHours: 2.5 }],
      // This month.
      [first, 'fuel-stops', { date: latestToday(), operatingHours: 160, liters: 30 }],
      [second, 'operations', { date: latestToday(), type: 'fieldHard', durationHours: 1.25 }],
    ];
    for (const [vehicle, kind, json] of entries) {
      const response = await call(demoIds.newcomer, `${vehicle}/${kind}`, { method: 'POST', json });
      expect(response.statusCode).toBe(200);
    }

    const { statistics } = fleetOf(await call(demoIds.newcomer, '/fleet'));
    const months = chartMonths();
    expect(statistics.litersByMonth).toEqual([
      { month: months[0], liters: 40 },
      ...months.slice(1, 10).map((month) => ({ month, liters: 0 })),
      { month: months[10], liters: 37.75 },
      { month: months[11], liters: 30 },
    ]);
    expect(statistics.operationHoursByType).toEqual({
      ...noOperationHours,
      fieldHard: 3.75,
      grasEasy: 4,
    });
    // The fleet's own total still counts every entry, before the charts' months too:
    // 999 + 40 + 25.5 + 12.25 + 30 = 1106.75 l, which it gives to a tenth.
    expect(statistics.fuelUsedLiters).toBe(1106.8);
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
        litersByMonth: chartMonths().map((month) => ({ month, liters: 0 })),
        operationHoursByType: noOperationHours,
      },
    });
  });

  it('needs a token', async () => {
    const response = await call(null, '/fleet');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Token is missing');
  });
});

describe('POST /fleet', () => {
  it('adds a vehicle that waits for Lindner’s check', async () => {
    const response = await addVehicle(demoIds.newcomer, {
      ...newVehicle,
      vin: ' vbla10500m0034567 ',
    });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(vehicleSchema).parse(response.json());
    expect(body.message).toBe(
      'Vehicle saved. We will check the data within 1–2 working days and then release the vehicle.',
    );
    expect(body.data.data).toMatchObject({
      vin: 'VBLA10500M0034567',
      model: { id: 'lintrac-100' },
      dataSource: 'fuelDiary',
      status: 'pending',
      rejectionReason: null,
      image: null,
      imageAsset: null,
      lastEntryAt: null,
      operatingHours: 0,
      fuelUsedLiters: 0,
      averageConsumption: null,
    });

    const fleet = fleetSchema.parse((await call(demoIds.newcomer, '/fleet')).json().data.data);
    expect(fleet.vehicles.map((vehicle) => vehicle.id)).toEqual([body.data.data.id]);
    const own = await call(demoIds.newcomer, `/fleet/${body.data.data.id}`);
    expect(vehicleOf(own)).toEqual(body.data.data);
  });

  it.each([
    [
      'WBLA10500M0034567',
      'The vehicle identification number of a Lindner vehicle begins with VBLA.',
    ],
    ['VBLA10500M003456', 'The vehicle identification number has exactly 17 characters.'],
    [
      'VBLA10500M003456O',
      'The vehicle identification number consists only of digits and the letters A to Z without I, O and Q.',
    ],
    [
      'VBLAI0500M0034567',
      'The vehicle identification number consists only of digits and the letters A to Z without I, O and Q.',
    ],
    [
      'VBLA10500Q0034567',
      'The vehicle identification number consists only of digits and the letters A to Z without I, O and Q.',
    ],
    ['', 'This field is required.'],
  ])('refuses the VIN %j, saying which rule it breaks', async (vin, message) => {
    const response = await addVehicle(demoIds.newcomer, { ...newVehicle, vin });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: 'Please check the highlighted fields.',
      errors: { vin: message },
    });
    const fleet = fleetSchema.parse((await call(demoIds.newcomer, '/fleet')).json().data.data);
    expect(fleet.vehicles).toEqual([]);
  });

  it('refuses a missing model, an unknown model and an unknown data source', async () => {
    const missing = await addVehicle(demoIds.newcomer, { vin: newVehicle.vin, dataSource: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual({
      modelId: 'This field is required.',
      dataSource: 'Please choose one of the options offered.',
    });
    const unknown = await addVehicle(demoIds.newcomer, { ...newVehicle, modelId: 'fendt-942' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors).toEqual({
      modelId: 'We do not know this model. Please choose a model from the list.',
    });
  });

  it('refuses a VIN that is in any fleet already, in the caller’s language', async () => {
    const farmerVin = 'vbla09400g0023456';
    const response = await addVehicle(
      demoIds.newcomer,
      { ...newVehicle, vin: farmerVin },
      { 'accept-language': 'de-AT' },
    );
    expect(response.statusCode).toBe(409);
    const message = 'Ein Fahrzeug mit dieser Fahrgestellnummer ist bereits eingetragen.';
    expect(errorOf(response)).toMatchObject({ message, errors: { vin: message } });

    const again = await addVehicle(demoIds.newcomer, newVehicle);
    expect(again.statusCode).toBe(200);
    const twice = await addVehicle(demoIds.newcomer, newVehicle, { 'accept-language': 'fr' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(
      'Un véhicule avec ce numéro d’identification a déjà été ajouté.',
    );
  });

  it('needs a token', async () => {
    expect((await addVehicle(null, newVehicle)).statusCode).toBe(401);
  });
});

describe('GET /fleet/{id}', () => {
  it('returns the owner’s vehicle', async () => {
    const response = await call(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}`);
    expect(response.statusCode).toBe(200);
    expect(vehicleOf(response)).toMatchObject({
      id: demoIds.farmerLintrac,
      vin: 'VBLA11000L0012345',
      dataSource: 'traclinkMobile',
      status: 'approved',
      operatingHours: 1843.5,
      fuelUsedLiters: 11210,
    });
  });

  it('answers 404 for another user’s vehicle and for ids that cannot be one', async () => {
    for (const id of [
      demoIds.farmerLintrac,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await call(demoIds.newcomer, `/fleet/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('This vehicle is not in your fleet.');
    }
  });

  it('needs a token', async () => {
    expect((await call(null, `/fleet/${demoIds.farmerLintrac}`)).statusCode).toBe(401);
  });
});

describe('DELETE /fleet/{id}', () => {
  it('removes the owner’s vehicle with its diary and returns the fleet left', async () => {
    const response = await call(demoIds.farmer, `/fleet/${demoIds.farmerGeotrac}`, {
      method: 'DELETE',
    });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(fleetSchema).parse(response.json());
    expect(body.message).toBe('The vehicle has been removed from your fleet.');
    expect(body.data.data.vehicles.map((vehicle) => vehicle.id)).toEqual([demoIds.farmerLintrac]);
    const gone = await call(demoIds.farmer, `/fleet/${demoIds.farmerGeotrac}/diary`);
    expect(gone.statusCode).toBe(404);
  });

  it('does not remove another user’s vehicle', async () => {
    const response = await call(demoIds.newcomer, `/fleet/${demoIds.farmerGeotrac}`, {
      method: 'DELETE',
    });
    expect(response.statusCode).toBe(404);
    expect((await call(demoIds.farmer, `/fleet/${demoIds.farmerGeotrac}`)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await call(null, `/fleet/${demoIds.farmerGeotrac}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(401);
  });
});

// --- Image -----------------------------------------------------------------------------------

/** A multipart body of files, each `[field, bytes]`, all named tractor.png. */
function multipartFiles(files: [string, Buffer][]) {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap(([field, file]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="tractor.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadImage = (user: string | null, vehicleId: string, file: Buffer) => {
  const body = multipartFiles([['image', file]]);
  return call(user, `/fleet/${vehicleId}/image`, {
    method: 'PUT',
    headers: body.headers,
    payload: body.payload,
  });
};

/** The stored files of a vehicle's picture: upload id and rendition of each. */
const storedImageFiles = async (vehicleId: string) =>
  (
    await server.database.orm
      .select({ uploadId: vehicleImageFiles.uploadId, rendition: vehicleImageFiles.rendition })
      .from(vehicleImageFiles)
      .where(eq(vehicleImageFiles.vehicleId, vehicleId))
  )
    .map((file) => `${file.uploadId}/${file.rendition}`)
    .sort();

const photo = () =>
  sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer();

describe('PUT /fleet/{id}/image', () => {
  it('stores the picture as 4:3 WebP files and shows it with the vehicle', async () => {
    const response = await uploadImage(demoIds.farmer, demoIds.farmerLintrac, await photo());
    expect(response.statusCode).toBe(200);
    const vehicle = vehicleOf(response);
    const files = vehicle.imageAsset!.versions.lindnerVehicle!;
    expect(Object.keys(files).sort()).toEqual(['md', 'md@2x', 'xs', 'xs@2x']);
    expect(vehicle.image).toBe(files.md);
    expect(vehicle.imageAsset).toMatchObject({ width: 320, height: 240 });

    const served = await server.app.inject({ method: 'GET', url: files.md });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 480]);

    const fleet = fleetSchema.parse((await call(demoIds.farmer, '/fleet')).json().data.data);
    expect(fleet.vehicles.find((each) => each.id === demoIds.farmerLintrac)?.image).toBe(files.md);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const response = await uploadImage(
      demoIds.farmer,
      demoIds.farmerLintrac,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    );
    expect(response.statusCode).toBe(415);
    const message = 'Please upload a JPEG, PNG or WebP picture.';
    expect(errorOf(response)).toMatchObject({ message, errors: { image: message } });
    expect(
      vehicleOf(await call(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}`)).image,
    ).toBeNull();
  });

  it('takes only so many pictures from one user in a while, then says when to try again', async () => {
    const { call: limitedCall } = await server.variant({
      pictureUploadLimits: { max: 2, windowMs: 10 * 60_000 },
    });
    const upload = () => {
      const body = multipartFiles([['image', Buffer.from('not a picture')]]);
      return limitedCall(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}/image`, {
        method: 'PUT',
        headers: body.headers,
        payload: body.payload,
      });
    };
    // Refused files count too: decoding them is what costs.
    expect((await upload()).statusCode).toBe(415);
    expect((await upload()).statusCode).toBe(415);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    // Seconds until the window (10 minutes from the first upload) ends.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(errorOf(refused).message).toBe(
      'You have uploaded many pictures in a short time. Please try again in 10 minutes.',
    );
  });

  it('refuses a file over 10 MB whole with 413, and keeps the picture the vehicle had', async () => {
    const before = vehicleOf(
      await uploadImage(demoIds.farmer, demoIds.farmerLintrac, await photo()),
    );
    const files = await storedImageFiles(demoIds.farmerLintrac);
    // A PNG's first bytes, then zeros: 11 MB, 1 MB over the limit.
    const large = Buffer.alloc(11 * 1024 * 1024);
    (await photo()).copy(large, 0, 0, 64);
    const response = await uploadImage(demoIds.farmer, demoIds.farmerLintrac, large);
    expect(response.statusCode).toBe(413);
    const message = 'The picture is too large: 10 MB at most.';
    expect(errorOf(response)).toMatchObject({ message, errors: { image: message } });
    const after = vehicleOf(await call(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}`));
    expect(after.imageAsset).toEqual(before.imageAsset);
    expect(after.image).toBe(before.image);
    expect(await storedImageFiles(demoIds.farmerLintrac)).toEqual(files);
  });

  it('refuses a second file and a file in another field with 400, storing nothing', async () => {
    const picture = await photo();
    for (const [files, message] of [
      [
        [
          ['image', picture],
          ['image', picture],
        ],
        'Please upload one file at a time.',
      ],
      [[['picture', picture]], 'The file was sent in the wrong field.'],
    ] as [[string, Buffer][], string][]) {
      const body = multipartFiles(files);
      const response = await call(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}/image`, {
        method: 'PUT',
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(
      vehicleOf(await call(demoIds.farmer, `/fleet/${demoIds.farmerLintrac}`)).image,
    ).toBeNull();
    expect(await storedImageFiles(demoIds.farmerLintrac)).toEqual([]);
  });

  it('answers 404 for another user’s vehicle and 401 without a token', async () => {
    const picture = await photo();
    expect((await uploadImage(demoIds.newcomer, demoIds.farmerLintrac, picture)).statusCode).toBe(
      404,
    );
    expect((await uploadImage(null, demoIds.farmerLintrac, picture)).statusCode).toBe(401);
  });
});

// --- Review ----------------------------------------------------------------------------------

describe('review of new vehicles', () => {
  const addPending = async () => vehicleOf(await addVehicle(demoIds.newcomer, newVehicle)).id;

  it('is for staff only', async () => {
    const id = await addPending();
    for (const user of [demoIds.farmer, demoIds.newcomer]) {
      const list = await call(user, '/review/vehicles', { headers: { 'accept-language': 'de' } });
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).message).toBe('Das dürfen nur Mitarbeitende von Lindner.');
      const approve = await call(user, `/review/vehicles/${id}/approve`, {
        method: 'POST',
        json: {},
      });
      expect(approve.statusCode).toBe(403);
      const reject = await call(user, `/review/vehicles/${id}/reject`, {
        method: 'POST',
        json: { reason: 'Nein' },
      });
      expect(reject.statusCode).toBe(403);
    }
    expect(vehicleOf(await call(demoIds.newcomer, `/fleet/${id}`)).status).toBe('pending');
    expect((await call(null, '/review/vehicles')).statusCode).toBe(401);
  });

  it('lists the pending vehicles with their owners; staff approve them', async () => {
    const id = await addPending();
    const list = await call(demoIds.staff, '/review/vehicles');
    expect(list.statusCode).toBe(200);
    const pending = apiEnvelopeSchema(reviewVehiclesSchema).parse(list.json()).data.data;
    expect(pending.map((vehicle) => [vehicle.id, vehicle.status, vehicle.owner])).toEqual([
      [
        id,
        'pending',
        { id: demoIds.newcomer, name: 'Lena Gruber', email: 'lena.gruber@example.com' },
      ],
    ]);

    const approved = await call(demoIds.staff, `/review/vehicles/${id}/approve`, {
      method: 'POST',
      json: {},
    });
    expect(approved.statusCode).toBe(200);
    const body = apiEnvelopeSchema(reviewVehicleSchema).parse(approved.json());
    expect(body).toMatchObject({
      message: 'Vehicle approved.',
      data: { data: { status: 'approved' } },
    });
    expect(vehicleOf(await call(demoIds.newcomer, `/fleet/${id}`))).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });
    const after = reviewVehiclesSchema.parse(
      (await call(demoIds.staff, '/review/vehicles')).json().data.data,
    );
    expect(after).toEqual([]);
  });

  it('rejects with a reason the owner reads', async () => {
    const id = await addPending();
    const empty = await call(demoIds.staff, `/review/vehicles/${id}/reject`, {
      method: 'POST',
      json: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors).toEqual({ reason: 'This field is required.' });
    const tooLong = await call(demoIds.staff, `/review/vehicles/${id}/reject`, {
      method: 'POST',
      json: { reason: 'x'.repeat(501) },
    });
    expect(errorOf(tooLong).errors).toEqual({ reason: 'This text is too long.' });

    const reason = 'Die Fahrgestellnummer passt nicht zum Modell. Bitte prüfe das Typenschild.';
    const rejected = await call(demoIds.staff, `/review/vehicles/${id}/reject`, {
      method: 'POST',
      json: { reason },
    });
    expect(rejected.statusCode).toBe(200);
    expect(vehicleOf(await call(demoIds.newcomer, `/fleet/${id}`))).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
  });

  it('answers 404 for a vehicle that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(demoIds.staff, `/review/vehicles/${id}/approve`, {
        method: 'POST',
        json: {},
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('This vehicle does not exist.');
    }
  });
});
