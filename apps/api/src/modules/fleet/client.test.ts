// The portal's fleet calls (@lindner/api) against this backend, over HTTP on 127.0.0.1.
import {
  addAverage,
  addFuelStop,
  addNote,
  addOperation,
  addVehicle,
  ApiError,
  approveVehicle,
  deleteDiaryEntry,
  deleteVehicle,
  diaryCsvPath,
  diaryKey,
  fetchDiary,
  fetchDiaryCsv,
  fetchFleet,
  fetchReviewVehicles,
  fetchVehicle,
  initialize,
  rejectVehicle,
  uploadVehicleImage,
} from '@lindner/api/client';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile({ listen: true, resetEachTest: false });

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of [demoIds.farmer, demoIds.newcomer, demoIds.staff]) {
    tokens[user] = await server.tokenFor(user);
  }
});

function signInAs(user: string, locale = 'en') {
  initialize({
    baseUrl: `${server.baseUrl}/api`,
    clientSegment: 'portal',
    getToken: () => tokens[user],
    getLocale: () => locale,
  });
}

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the fleet calls against the reference backend', () => {
  it('add a vehicle, fill its diary, read it and download it', async () => {
    signInAs(demoIds.newcomer);
    const refused = await failureOf(
      addVehicle({ vin: 'VBLA1234', modelId: 'lintrac-100', dataSource: 'fuelDiary' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      vin: 'The vehicle identification number has exactly 17 characters.',
    });

    const vehicle = await addVehicle({
      vin: 'VBLA07500T0056789',
      modelId: 'lintrac-100',
      dataSource: 'fuelDiary',
    });
    expect(vehicle.status).toBe('pending');
    expect(await fetchVehicle(vehicle.id)).toEqual(vehicle);

    const first = await addFuelStop(vehicle.id, {
      date: day(10),
      operatingHours: 1000,
      liters: 45,
    });
    expect(first).toMatchObject({ kind: 'fuelStop', fullTank: true });
    await addFuelStop(vehicle.id, { date: day(5), operatingHours: 1010, liters: 60 });
    const operation = await addOperation(vehicle.id, {
      date: day(5),
      type: 'fieldHard',
      durationHours: 3,
    });
    expect(operation).toMatchObject({ kind: 'operation', note: null });
    const note = await addNote(vehicle.id, { date: day(4), text: 'Neue Reifen' });
    const average = await addAverage(vehicle.id, {
      dateStart: day(10),
      dateEnd: day(5),
      hoursStart: 1000,
      hoursEnd: 1010,
      consumption: { field: 6 },
    });
    expect(average).toMatchObject({ kind: 'average', consumption: { gras: null } });

    const diary = await fetchDiary(vehicle.id, { from: day(30), to: day(0) });
    expect(diary.entries).toHaveLength(5);
    expect(diary.consumption.litersPerHour).toBe(6);

    expect(await deleteDiaryEntry(vehicle.id, note.id)).toEqual({ id: note.id });
    expect((await fetchDiary(vehicle.id)).entries).toHaveLength(4);

    const csv = await fetchDiaryCsv(vehicle.id, { from: day(30), to: null });
    expect(csv.fileName).toBe(`diary-VBLA07500T0056789-${day(30)}.csv`);
    const text = await csv.blob.text();
    expect(text.split('\r\n')[0]).toBe(
      'Date,Entry,Operating hours,Liters,Full tank,Operation type,Duration (h),Note / consumption',
    );
    expect(text.split('\r\n')).toHaveLength(6);
    expect(diaryCsvPath(vehicle.id, { from: day(30) })).toBe(
      `/fleet/${vehicle.id}/diary.csv?from=${day(30)}`,
    );
    expect(diaryKey(vehicle.id, { from: day(30), to: '' })).toBe(
      `/fleet/${vehicle.id}/diary?from=${day(30)}`,
    );

    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const withImage = await uploadVehicleImage(
      vehicle.id,
      new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }),
    );
    expect(withImage.imageAsset?.versions.lindnerVehicle?.md).toBe(withImage.image);
  });

  it('refuse other users’ vehicles with the server’s message', async () => {
    signInAs(demoIds.newcomer, 'de-at');
    const failure = await failureOf(fetchDiaryCsv(demoIds.farmerGeotrac));
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('Dieses Fahrzeug gibt es in Deinem Fuhrpark nicht.');
    const review = await failureOf(fetchReviewVehicles());
    expect(review.status).toBe(403);
  });

  it('let staff approve and reject; the owner sees the outcome', async () => {
    signInAs(demoIds.staff);
    const [pending] = await fetchReviewVehicles();
    expect(pending?.owner.name).toBe('Lena Gruber');
    const rejected = await rejectVehicle(pending!.id, { reason: 'Typenschild unleserlich' });
    expect(rejected.status).toBe('rejected');
    signInAs(demoIds.newcomer);
    expect(await fetchVehicle(pending!.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Typenschild unleserlich',
    });
    signInAs(demoIds.staff);
    expect((await approveVehicle(pending!.id)).status).toBe('approved');
    signInAs(demoIds.newcomer);
    expect((await fetchVehicle(pending!.id)).rejectionReason).toBeNull();
    const left = await deleteVehicle(pending!.id);
    expect(left.vehicles).toEqual([]);
    expect((await fetchFleet()).statistics.vehicleCount).toBe(0);
  });
});
