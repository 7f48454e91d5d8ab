import {
  averageInputSchema,
  deletedSchema,
  diaryEntryParamsSchema,
  diaryEntrySchema,
  diaryRangeQuerySchema,
  diarySchema,
  fleetFieldErrorMessages,
  fuelStopInputSchema,
  noteInputSchema,
  operationInputSchema,
  vehicleParamsSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { diaryConsumption, diaryTotals } from './consumption';
import { diaryCsv } from './csv';
import { addDiaryEntry, deleteDiaryEntry, loadDiaryEntries, type NewEntry } from './diary';
import { hoursConflict, hoursMessage, type Reading } from './operatingHours';
import { csvMessages, fleetMessages } from './texts';
import { ownVehicle } from './vehicleRoutes';

const tags = ['fleet'];

/** The fleet's field errors, and those of a diary range in the query string. */
const fieldErrors = {
  ...fleetFieldErrorMessages,
  rangeDate: fleetMessages.rangeInvalid,
  rangeOrder: fleetMessages.rangeOrder,
};

/**
 * The diary of each of the caller's vehicles: its entries of a range with consumption and
 * totals, the same as a spreadsheet, and adding (fuel stops, operations, averages, notes) and
 * removing entries. Operating hours never go backwards against the diary's other readings.
 */
export const diaryRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.get(
    '/fleet/:id/diary',
    {
      schema: {
        tags,
        summary: 'A vehicle’s diary of a range, with consumption and totals',
        params: vehicleParamsSchema,
        querystring: diaryRangeQuerySchema,
        response: answers(diarySchema),
      },
      config: { fieldErrors },
    },
    async (request) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const entries = await loadDiaryEntries(orm, vehicle.id, request.query);
      return success({
        entries,
        consumption: diaryConsumption(vehicle.dataSource, entries),
        totals: diaryTotals(entries),
      });
    },
  );

  app.get(
    '/fleet/:id/diary.csv',
    {
      schema: {
        tags,
        summary: 'A vehicle’s diary of a range as a CSV file in the caller’s language',
        params: vehicleParamsSchema,
        querystring: diaryRangeQuerySchema,
      },
      config: { fieldErrors },
    },
    async (request, reply) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const range = request.query;
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
   * Stores a new entry on the path's vehicle after checking its readings against the diary:
   * the entry, or a refusal (404 unknown vehicle, 409 an id of another entry, 400 hours going
   * backwards on the reading's field).
   */
  async function saveEntry(
    request: FastifyRequest,
    vehicleId: string,
    row: NewEntry,
    readings: Reading[],
  ) {
    const vehicle = await ownVehicle(database, request, vehicleId);
    const outcome = await addDiaryEntry(orm, vehicle, row, (existing) =>
      hoursConflict(existing, readings),
    );
    if ('entry' in outcome) return success(outcome.entry, request.t(fleetMessages.entrySaved));
    if (outcome.problem === 'idTaken') {
      throw new Refusal(409, request.t(fleetMessages.entryIdTaken));
    }
    const message = hoursMessage(request, outcome.conflict);
    throw new Refusal(400, message, { [outcome.conflict.field]: message });
  }

  /** The options of a route adding an entry: its body, the vehicle's path, the entry answered. */
  const entryRoute = <Body extends z.ZodMiniType>(summary: string, body: Body) => ({
    schema: {
      tags,
      summary,
      params: vehicleParamsSchema,
      body,
      response: answers(diaryEntrySchema),
    },
    config: { fieldErrors },
  });

  app.post(
    '/fleet/:id/fuel-stops',
    entryRoute('Add a fuel stop', fuelStopInputSchema),
    async (request) => {
      const input = request.body;
      return saveEntry(
        request,
        request.params.id,
        {
          id: input.id,
          kind: 'fuelStop',
          entryDate: input.date,
          hours: input.operatingHours,
          liters: input.liters,
          fullTank: input.fullTank,
        },
        [{ field: 'operatingHours', date: input.date, hours: input.operatingHours }],
      );
    },
  );

  app.post(
    '/fleet/:id/operations',
    entryRoute('Add an operation', operationInputSchema),
    async (request) => {
      const input = request.body;
      return saveEntry(
        request,
        request.params.id,
        {
          id: input.id,
          kind: 'operation',
          entryDate: input.date,
          operationType: input.type,
          durationHours: input.durationHours,
          text: input.note,
        },
        [],
      );
    },
  );

  app.post(
    '/fleet/:id/averages',
    entryRoute('Add an average consumption over a period', averageInputSchema),
    async (request) => {
      const input = request.body;
      return saveEntry(
        request,
        request.params.id,
        {
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
        [
          { field: 'hoursStart', date: input.dateStart, hours: input.hoursStart },
          { field: 'hoursEnd', date: input.dateEnd, hours: input.hoursEnd },
        ],
      );
    },
  );

  app.post('/fleet/:id/notes', entryRoute('Add a note', noteInputSchema), async (request) => {
    const input = request.body;
    return saveEntry(
      request,
      request.params.id,
      { id: input.id, kind: 'note', entryDate: input.date, text: input.text },
      [],
    );
  });

  app.delete(
    '/fleet/:id/diary/:entryId',
    {
      schema: {
        tags,
        summary: 'Remove a diary entry',
        params: diaryEntryParamsSchema,
        response: answers(deletedSchema),
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      const vehicle = await ownVehicle(database, request, id);
      if (!(await deleteDiaryEntry(orm, vehicle, entryId))) {
        throw new Refusal(404, request.t(fleetMessages.entryNotFound));
      }
      return success({ id: entryId }, request.t(fleetMessages.entryDeleted));
    },
  );
};
