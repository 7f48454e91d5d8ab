import {
  addVehicleInputSchema,
  averageInputSchema,
  calendarDateSchema,
  fleetFieldErrorMessages,
  fuelStopInputSchema,
  noteInputSchema,
  operationInputSchema,
  vehicleImageUploadField,
  avatarLimits,
  type DiaryEntry,
  type DiaryRange,
} from '@lindner/api/schema';
import { intlTag } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { textsFor } from '../../plugins/texts';
import {
  pictureProblemStatus,
  PictureError,
  refusePicture,
  servePictureFiles,
  uploadedPicture,
} from '../../plugins/pictures';
import { Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { uploads } from '../../plugins/uploads';
import { validBody } from '../../plugins/validBody';
import { contradictedReading, diaryConsumption, diaryTotals, readingsOf } from './consumption';
import { diaryCsv } from './csv';
import {
  addDiaryEntry,
  addVehicle,
  deleteDiaryEntry,
  deleteVehicle,
  loadDiaryEntries,
  loadFleet,
  loadVehicle,
  loadVehicleImageFile,
  loadVehicleRow,
  saveVehicleImage,
  type HoursConflict,
  type NewEntry,
} from './repository';
import { reviewRoutes } from './review';
import { fleetMessages, csvMessages } from './texts';
import { renderVehicleImage, vehicleImageRenditions } from './vehicleImages';

type VehicleParams = { Params: { id: string } };

/**
 * The caller's fleet: vehicles (`/fleet`, `/fleet/{id}`, its image), the diary of each vehicle
 * (`/fleet/{id}/diary`, its CSV, fuel stops, operations, averages, notes) and staff's review
 * (`/review/vehicles`, see review.ts). Only the owner reaches a vehicle: any other id answers
 * 404, as does an id that cannot be one.
 */
export async function fleetRoutes(
  app: FastifyInstance,
  { database, pictureUploadLimits }: { database: Database; pictureUploadLimits: ThrottleLimits },
) {
  const { orm } = database;
  // The routes' prefix is the API's path (`/api/{client segment}`); image addresses start with it.
  const apiPath = app.prefix;

  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes, maxFiles: 1 });
  const pictureUploads = new Throttle(pictureUploadLimits);

  /** The caller's vehicle of the path, or null once a 404 has been sent. */
  async function ownVehicle(request: FastifyRequest<VehicleParams>, reply: FastifyReply) {
    const row = await loadVehicleRow(orm, callerOf(request).id, request.params.id);
    if (!row) {
      await reply.status(404).send(failure(request.t(fleetMessages.vehicleNotFound)));
      return null;
    }
    return row;
  }

  // --- Vehicles ------------------------------------------------------------------------------

  app.get('/fleet', async (request) => success(await loadFleet(orm, callerOf(request).id)));

  app.post('/fleet', async (request, reply) => {
    const input = await validBody(addVehicleInputSchema, request, reply, fleetFieldErrorMessages);
    if (!input) return reply;
    const outcome = await addVehicle(orm, callerOf(request).id, input);
    if ('problem' in outcome) {
      if (outcome.problem === 'vinTaken') {
        const message = request.t(fleetFieldErrorMessages.vinTaken);
        return reply.status(409).send(failure(message, { vin: message }));
      }
      return reply.status(400).send(
        failure(request.t(errorMessages.invalidInput), {
          modelId: request.t(fleetMessages.unknownModel),
        }),
      );
    }
    return success(await loadVehicle(orm, outcome.added), request.t(fleetMessages.vehicleAdded));
  });

  app.get<VehicleParams>('/fleet/:id', async (request, reply) => {
    const vehicle = await ownVehicle(request, reply);
    if (!vehicle) return reply;
    return success(await loadVehicle(orm, vehicle));
  });

  app.delete<VehicleParams>('/fleet/:id', async (request, reply) => {
    const caller = callerOf(request);
    if (!(await deleteVehicle(orm, caller.id, request.params.id))) {
      return reply.status(404).send(failure(request.t(fleetMessages.vehicleNotFound)));
    }
    return success(await loadFleet(orm, caller.id), request.t(fleetMessages.vehicleDeleted));
  });

  app.put<VehicleParams>('/fleet/:id/image', async (request, reply) => {
    const vehicle = await ownVehicle(request, reply);
    if (!vehicle) return reply;
    const upload = await uploadedPicture(request, reply, vehicleImageUploadField, pictureUploads);
    if (!upload) return reply;
    let files;
    try {
      files = await renderVehicleImage(upload);
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      const status = pictureProblemStatus[error.problem];
      return refusePicture(request, reply, vehicleImageUploadField, status, error.problem);
    }
    const row = await saveVehicleImage(orm, vehicle.id, files, apiPath);
    return success(await loadVehicle(orm, row), request.t(fleetMessages.imageUpdated));
  });

  // Public like the avatar files (see servePictureFiles); found in the owner's fleet and staff's
  // review only.
  servePictureFiles(app, '/vehicle-images', vehicleImageRenditions, (uploadId, rendition) =>
    loadVehicleImageFile(orm, uploadId, rendition),
  );

  // --- Diary ---------------------------------------------------------------------------------

  type RangeRequest = FastifyRequest<VehicleParams & { Querystring: Record<string, unknown> }>;

  /** The range of `?from=&to=`, or null once a 400 has been sent. */
  async function rangeOf(request: RangeRequest, reply: FastifyReply): Promise<DiaryRange | null> {
    const { from, to } = request.query;
    const valid = (value: unknown) =>
      value === undefined ||
      value === '' ||
      (typeof value === 'string' && calendarDateSchema.safeParse(value).success);
    if (!valid(from) || !valid(to)) {
      await reply.status(400).send(failure(request.t(fleetMessages.rangeInvalid)));
      return null;
    }
    const range = { from: (from as string) || null, to: (to as string) || null };
    if (range.from && range.to && range.from > range.to) {
      await reply.status(400).send(failure(request.t(fleetMessages.rangeOrder)));
      return null;
    }
    return range;
  }

  app.get<VehicleParams & { Querystring: Record<string, unknown> }>(
    '/fleet/:id/diary',
    async (request, reply) => {
      const vehicle = await ownVehicle(request, reply);
      if (!vehicle) return reply;
      const range = await rangeOf(request, reply);
      if (!range) return reply;
      const entries = await loadDiaryEntries(orm, vehicle.id, range);
      return success({
        entries,
        consumption: diaryConsumption(vehicle.dataSource, entries),
        totals: diaryTotals(entries),
      });
    },
  );

  app.get<VehicleParams & { Querystring: Record<string, unknown> }>(
    '/fleet/:id/diary.csv',
    async (request, reply) => {
      const vehicle = await ownVehicle(request, reply);
      if (!vehicle) return reply;
      const range = await rangeOf(request, reply);
      if (!range) return reply;
      const texts = textsFor(request.locale);
      const entries = await loadDiaryEntries(orm, vehicle.id, range);
      const name = [texts.t(csvMessages.fileName), vehicle.vin, range.from, range.to]
        .filter(Boolean)
        .join('-')
        .replace(/[^A-Za-z0-9_-]/g, '_');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(diaryCsv(entries, texts));
    },
  );

  /**
   * A diary entry's route: the body checked against its schema, the entry's operating hours
   * against the diary's readings (`readings` of the new entry, by field), then stored.
   */
  function entryRoute<Schema extends Parameters<typeof validBody>[0]>(
    path: string,
    schema: Schema,
    toEntry: (input: NonNullable<Awaited<ReturnType<typeof validBody<Schema>>>>) => {
      row: NewEntry;
      readings: { field: string; date: string; hours: number }[];
    },
  ) {
    app.post<VehicleParams>(`/fleet/:id/${path}`, async (request, reply) => {
      const vehicle = await ownVehicle(request, reply);
      if (!vehicle) return reply;
      const input = await validBody(schema, request, reply, fleetFieldErrorMessages);
      if (!input) return reply;
      const { row, readings } = toEntry(input);
      const outcome = await addDiaryEntry(orm, vehicle, row, (existing) =>
        hoursConflict(existing, readings),
      );
      if ('entry' in outcome) return success(outcome.entry, request.t(fleetMessages.entrySaved));
      if (outcome.problem === 'idTaken') {
        return reply.status(409).send(failure(request.t(fleetMessages.entryIdTaken)));
      }
      const message = hoursMessage(request, outcome.conflict);
      return reply.status(400).send(failure(message, { [outcome.conflict.field]: message }));
    });
  }

  entryRoute('fuel-stops', fuelStopInputSchema, (input) => ({
    row: {
      id: input.id,
      kind: 'fuelStop',
      entryDate: input.date,
      hours: input.operatingHours,
      liters: input.liters,
      fullTank: input.fullTank,
    },
    readings: [{ field: 'operatingHours', date: input.date, hours: input.operatingHours }],
  }));

  entryRoute('operations', operationInputSchema, (input) => ({
    row: {
      id: input.id,
      kind: 'operation',
      entryDate: input.date,
      operationType: input.type,
      durationHours: input.durationHours,
      text: input.note,
    },
    readings: [],
  }));

  entryRoute('averages', averageInputSchema, (input) => ({
    row: {
      id: input.id,
      kind: 'average',
      entryDate: input.dateStart,
      endDate: input.dateEnd,
      hours: input.hoursStart,
      endHours: input.hoursEnd,
      consumptionField: input.consumption.field,
      consumptionGras: input.consumption.gras,
      consumptionOther: input.consumption.other,
    },
    readings: [
      { field: 'hoursStart', date: input.dateStart, hours: input.hoursStart },
      { field: 'hoursEnd', date: input.dateEnd, hours: input.hoursEnd },
    ],
  }));

  entryRoute('notes', noteInputSchema, (input) => ({
    row: { id: input.id, kind: 'note', entryDate: input.date, text: input.text },
    readings: [],
  }));

  app.delete<{ Params: { id: string; entryId: string } }>(
    '/fleet/:id/diary/:entryId',
    async (request, reply) => {
      const vehicle = await ownVehicle(request, reply);
      if (!vehicle) return reply;
      if (!(await deleteDiaryEntry(orm, vehicle, request.params.entryId))) {
        return reply.status(404).send(failure(request.t(fleetMessages.entryNotFound)));
      }
      return success({ id: request.params.entryId }, request.t(fleetMessages.entryDeleted));
    },
  );

  await reviewRoutes(app, { database });
}

/** The first of a new entry's readings that contradicts the diary, if any. */
function hoursConflict(
  existing: DiaryEntry[],
  readings: { field: string; date: string; hours: number }[],
): HoursConflict | null {
  const known = readingsOf(existing);
  for (const { field, ...reading } of readings) {
    const found = contradictedReading(known, reading);
    if (found) return { field, ...found.reading, problem: found.problem };
  }
  return null;
}

/** "Operating hours cannot go backwards: on {date} you already entered {hours} hours." */
function hoursMessage(request: FastifyRequest, conflict: HoursConflict): string {
  const texts = textsFor(request.locale);
  const date = texts.dateTime(new Date(`${conflict.date}T00:00:00Z`), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const hours = new Intl.NumberFormat(intlTag(request.locale), {
    maximumFractionDigits: 2,
  }).format(conflict.hours);
  return texts.t(
    conflict.problem === 'belowEarlier'
      ? fleetMessages.hoursBelowEarlier
      : fleetMessages.hoursAboveLater,
    { date, hours },
  );
}
