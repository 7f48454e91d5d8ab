import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import * as z from 'zod/mini';
import { builtOnUse } from './builtOnUse';
import { imageAssetSchema } from './image';
import { optionalText, requiredText } from './text';
import { calendarDateSchema } from './user';

// --- Field errors of the fleet forms ---------------------------------------------------------

/**
 * Field error keys only the fleet forms use, on top of the general `fieldErrorKeys`
 * (required, invalid, tooLong, tooLarge, nonNegative, option, date, dateInFuture, file...).
 * The server sends their text in `errors`; a form shows `fleetFieldErrorMessages[key]`.
 */
export const fleetFieldErrorKeys = [
  // The VIN (vinSchema): 17 characters, of ISO 3779 (no I, O, Q), beginning with VBLA.
  'vinLength',
  'vinCharacters',
  'vinPrefix',
  // The same VIN is in a fleet already (server only, 409).
  'vinTaken',
  // Litres and durations must be above 0.
  'positive',
  // An average's end before its start.
  'dateOrder',
  'hoursOrder',
  // An average entry needs at least one consumption figure.
  'consumptionRequired',
  // Operating hours going backwards against the diary (server only, with the entry's date).
  'hoursBackwards',
] as const;
export type FleetFieldErrorKey = (typeof fleetFieldErrorKeys)[number];

export function isFleetFieldErrorKey(value: string): value is FleetFieldErrorKey {
  return (fleetFieldErrorKeys as readonly string[]).includes(value);
}

/** The wording of the fleet's field error keys, the same on client and server. */
export const fleetFieldErrorMessages = defineMessages({
  vinLength: {
    id: 'api.fieldError.vinLength',
    defaultMessage: 'Die Fahrgestellnummer hat genau 17 Zeichen.',
  },
  vinCharacters: {
    id: 'api.fieldError.vinCharacters',
    defaultMessage:
      'Die Fahrgestellnummer besteht nur aus Ziffern und den Buchstaben A bis Z ohne I, O und Q.',
  },
  vinPrefix: {
    id: 'api.fieldError.vinPrefix',
    defaultMessage: 'Die Fahrgestellnummer eines Lindner-Fahrzeugs beginnt mit VBLA.',
  },
  vinTaken: {
    id: 'api.fieldError.vinTaken',
    defaultMessage: 'Ein Fahrzeug mit dieser Fahrgestellnummer ist bereits eingetragen.',
  },
  positive: { id: 'api.fieldError.positive', defaultMessage: 'Der Wert muss größer als 0 sein.' },
  dateOrder: {
    id: 'api.fieldError.dateOrder',
    defaultMessage: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  },
  hoursOrder: {
    id: 'api.fieldError.hoursOrder',
    defaultMessage: 'Die Betriebsstunden am Ende dürfen nicht kleiner sein als am Anfang.',
  },
  consumptionRequired: {
    id: 'api.fieldError.consumptionRequired',
    defaultMessage: 'Bitte gib mindestens einen Verbrauch an.',
  },
  hoursBackwards: {
    id: 'api.fieldError.hoursBackwards',
    defaultMessage: 'Die Betriebsstunden dürfen nicht zurückgehen.',
  },
}) satisfies Record<FleetFieldErrorKey, MessageDescriptor>;

// --- Vehicles --------------------------------------------------------------------------------

export const vinLength = 17;
export const vinPrefix = 'VBLA';
/** ISO 3779: digits and capital letters without I, O and Q. */
const vinCharacters = /^[A-HJ-NPR-Z0-9]*$/;

/**
 * A Lindner vehicle identification number: 17 characters of ISO 3779 (no I, O, Q) beginning
 * with VBLA; trimmed and upper-cased first. Keys, first failing rule first: required,
 * vinLength, vinCharacters, vinPrefix.
 */
export const vinSchema = builtOnUse(() =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'required' }),
      z.length(vinLength, { error: 'vinLength' }),
      z.regex(vinCharacters, { error: 'vinCharacters' }),
      z.startsWith(vinPrefix, { error: 'vinPrefix' }),
    ),
);

const nonNegative = () => z.number().check(z.gte(0));

/** Where a vehicle's fuel and hour figures come from. */
export const vehicleDataSources = ['traclinkMobile', 'fuelDiary', 'averageConsumption'] as const;
export type VehicleDataSource = (typeof vehicleDataSources)[number];

/** A new vehicle waits for Lindner's check (1-2 working days, SPEC.md section 4). */
export const vehicleStatuses = ['pending', 'approved', 'rejected'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export const vehicleModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  series: z.string(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

/** The thumbnail definition of the vehicle image in `imageAsset.versions`. */
export const vehicleImageVersion = 'lindnerVehicle';
/** The multipart field `PUT /fleet/{id}/image` reads the picture from. */
export const vehicleImageUploadField = 'image';

export const fleetVehicleSchema = z.object({
  id: z.uuid(),
  vin: z.string().check(z.startsWith('VBLA')),
  model: vehicleModelSchema,
  /** The address of the image's `md` file, null without an image. */
  image: z.nullable(z.string()),
  /** The image for the Image component (`versions.lindnerVehicle`), 4:3; null without one. */
  imageAsset: z.nullable(imageAssetSchema),
  yearOfConstruction: z.nullable(z.int()),
  dataSource: z.enum(vehicleDataSources),
  status: z.enum(vehicleStatuses),
  /** Staff's reason when `status` is 'rejected', else null. */
  rejectionReason: z.nullable(z.string()),
  /** When the vehicle was added, ISO 8601 date and time. */
  createdAt: z.iso.datetime({ offset: true }),
  /** The date of the newest diary entry (an average's end date), null without entries. */
  lastEntryAt: z.nullable(calendarDateSchema),
  /** The vehicle's operating hours: its registered figure or the diary's highest reading. */
  operatingHours: nonNegative(),
  /** Fuel used: the registered figure plus the diary's fuel stops. */
  fuelUsedLiters: nonNegative(),
  /**
   * Litres per operating hour, null until there is enough data: from TracLink figures
   * (fuel used / hours), else as the diary's consumption (see `diaryConsumptionSchema`).
   */
  averageConsumption: z.nullable(nonNegative()),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

/** `GET /fleet/{id}` (and what adding a vehicle or its image returns). */
export const vehicleSchema = fleetVehicleSchema;
export type Vehicle = FleetVehicle;

/**
 * `POST /fleet`: a new vehicle, 'pending' until staff approve it. The model must be one of
 * the model list (`GET /models`), else `option`; a VIN already in any fleet answers 409 with
 * `vinTaken` on `vin`.
 */
export const addVehicleInputSchema = builtOnUse(() =>
  z.object({
    vin: vinSchema,
    modelId: requiredText(64),
    dataSource: z.enum(vehicleDataSources, { error: 'option' }),
  }),
);
export type AddVehicleInput = z.input<typeof addVehicleInputSchema>;
export type ValidAddVehicleInput = z.output<typeof addVehicleInputSchema>;

// --- Diary -----------------------------------------------------------------------------------
// The diary's schemas are built on first use: the dashboard, which loads this module for the
// fleet's, needs none of them.

export const operationTypes = [
  'fieldEasy',
  'fieldHard',
  'grasEasy',
  'grasHard',
  'otherEasy',
  'otherHard',
] as const;
export type OperationType = (typeof operationTypes)[number];

/** The use categories an average entry gives a consumption for (l/h). */
export const useCategories = ['field', 'gras', 'other'] as const;
export type UseCategory = (typeof useCategories)[number];

export const diaryEntryKinds = ['fuelStop', 'operation', 'average', 'note'] as const;
export type DiaryEntryKind = (typeof diaryEntryKinds)[number];

/** Bounds of the diary's figures; beyond them a figure is a typing mistake (`tooLarge`). */
export const diaryLimits = {
  operatingHours: 100_000,
  /** Litres of one fuel stop. */
  liters: 5_000,
  /** Hours of one operation (one day's work). */
  durationHours: 24,
  /** Litres per hour of an average entry. */
  consumption: 100,
  noteLength: 500,
  textLength: 2_000,
  /** No diary date before this one (`date`). */
  earliestDate: '1950-01-01',
} as const;

/**
 * Today's date where it is latest on earth (UTC+14): a date counts as in the future only
 * when it is in the future everywhere, so no time zone is refused its own today.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A diary date, `YYYY-MM-DD`: a real day, not before 1950 and not in the future. */
export const diaryDateSchema = builtOnUse(() =>
  z.iso.date({ error: 'date' }).check(
    z.refine((day) => day >= diaryLimits.earliestDate, { error: 'date' }),
    z.refine((day) => day <= latestToday(), { error: 'dateInFuture' }),
  ),
);

/** `required` when left out (or null), `invalid` when not a number. */
const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid';

const figure = (max: number, { positive = false } = {}) =>
  z
    .number({ error: missingOrInvalid })
    .check(
      positive ? z.gt(0, { error: 'positive' }) : z.gte(0, { error: 'nonNegative' }),
      z.lte(max, { error: 'tooLarge' }),
    );

const consumptionFigure = () =>
  z._default(
    z.nullable(
      z
        .number({ error: 'invalid' })
        .check(
          z.gt(0, { error: 'positive' }),
          z.lte(diaryLimits.consumption, { error: 'tooLarge' }),
        ),
    ),
    null,
  );

/**
 * An id the device chose (a UUID), optional: an entry sent again with the same id (the offline
 * queue retrying) is stored once, and the answer is the entry stored the first time.
 */
const clientEntryId = () => z.optional(z.uuid({ error: 'invalid' }));

/** `POST /fleet/{id}/fuel-stops`. Operating hours must not go backwards (`hoursBackwards`). */
export const fuelStopInputSchema = builtOnUse(() =>
  z.object({
    id: clientEntryId(),
    date: diaryDateSchema,
    operatingHours: figure(diaryLimits.operatingHours),
    liters: figure(diaryLimits.liters, { positive: true }),
    /** Filled up to full: consumption is measured between full fill-ups. Default true. */
    fullTank: z._default(z.boolean({ error: 'invalid' }), true),
  }),
);
export type FuelStopInput = z.input<typeof fuelStopInputSchema>;
export type ValidFuelStopInput = z.output<typeof fuelStopInputSchema>;

/** `POST /fleet/{id}/operations`. */
export const operationInputSchema = builtOnUse(() =>
  z.object({
    id: clientEntryId(),
    date: diaryDateSchema,
    type: z.enum(operationTypes, { error: 'option' }),
    durationHours: figure(diaryLimits.durationHours, { positive: true }),
    note: optionalText(diaryLimits.noteLength, { multiLine: true }),
  }),
);
export type OperationInput = z.input<typeof operationInputSchema>;
export type ValidOperationInput = z.output<typeof operationInputSchema>;

/** Litres per hour per use category, each null where not given. */
export const categoryConsumptionSchema = z.object({
  field: z.nullable(z.number()),
  gras: z.nullable(z.number()),
  other: z.nullable(z.number()),
});
export type CategoryConsumption = z.infer<typeof categoryConsumptionSchema>;

/**
 * `POST /fleet/{id}/averages`: a period's average consumption per use category (at least one).
 * dateEnd ≥ dateStart (`dateOrder` on dateEnd), hoursEnd ≥ hoursStart (`hoursOrder` on
 * hoursEnd); the hours must fit the diary's other readings (`hoursBackwards`).
 */
export const averageInputSchema = builtOnUse(() =>
  z
    .object({
      id: clientEntryId(),
      dateStart: diaryDateSchema,
      dateEnd: diaryDateSchema,
      hoursStart: figure(diaryLimits.operatingHours),
      hoursEnd: figure(diaryLimits.operatingHours),
      consumption: z.object(
        { field: consumptionFigure(), gras: consumptionFigure(), other: consumptionFigure() },
        { error: 'consumptionRequired' },
      ),
    })
    .check(
      z.refine((entry) => entry.dateEnd >= entry.dateStart, {
        error: 'dateOrder',
        path: ['dateEnd'],
        when: (payload) => bothValid(payload, 'dateStart', 'dateEnd'),
      }),
      z.refine((entry) => entry.hoursEnd >= entry.hoursStart, {
        error: 'hoursOrder',
        path: ['hoursEnd'],
        when: (payload) => bothValid(payload, 'hoursStart', 'hoursEnd'),
      }),
      z.refine((entry) => useCategories.some((category) => entry.consumption[category] !== null), {
        error: 'consumptionRequired',
        path: ['consumption'],
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'consumption'),
      }),
    ),
);
export type AverageInput = z.input<typeof averageInputSchema>;
export type ValidAverageInput = z.output<typeof averageInputSchema>;

/** A cross-field check runs also when other fields have problems, unless its own two do. */
function bothValid(
  payload: { value: unknown; issues: readonly { path?: PropertyKey[] }[] },
  a: string,
  b: string,
) {
  const value = payload.value as Record<string, unknown> | null;
  return (
    value !== null &&
    typeof value === 'object' &&
    value[a] !== undefined &&
    value[b] !== undefined &&
    !payload.issues.some((issue) => issue.path?.[0] === a || issue.path?.[0] === b)
  );
}

/** `POST /fleet/{id}/notes`. */
export const noteInputSchema = builtOnUse(() =>
  z.object({
    id: clientEntryId(),
    date: diaryDateSchema,
    text: requiredText(diaryLimits.textLength, { multiLine: true }),
  }),
);
export type NoteInput = z.input<typeof noteInputSchema>;
export type ValidNoteInput = z.output<typeof noteInputSchema>;

export const fuelStopEntrySchema = builtOnUse(() =>
  z.object({
    kind: z.literal('fuelStop'),
    id: z.uuid(),
    date: calendarDateSchema,
    operatingHours: z.number(),
    liters: z.number(),
    fullTank: z.boolean(),
  }),
);

export type FuelStopEntry = z.infer<typeof fuelStopEntrySchema>;

export const operationEntrySchema = builtOnUse(() =>
  z.object({
    kind: z.literal('operation'),
    id: z.uuid(),
    date: calendarDateSchema,
    type: z.enum(operationTypes),
    durationHours: z.number(),
    note: z.nullable(z.string()),
  }),
);

export type OperationEntry = z.infer<typeof operationEntrySchema>;

export const averageEntrySchema = builtOnUse(() =>
  z.object({
    kind: z.literal('average'),
    id: z.uuid(),
    dateStart: calendarDateSchema,
    dateEnd: calendarDateSchema,
    hoursStart: z.number(),
    hoursEnd: z.number(),
    consumption: categoryConsumptionSchema,
  }),
);

export type AverageEntry = z.infer<typeof averageEntrySchema>;

export const noteEntrySchema = builtOnUse(() =>
  z.object({
    kind: z.literal('note'),
    id: z.uuid(),
    date: calendarDateSchema,
    text: z.string(),
  }),
);

export type NoteEntry = z.infer<typeof noteEntrySchema>;

/** One diary entry, told apart by `kind`. */
export const diaryEntrySchema = builtOnUse(() =>
  z.discriminatedUnion('kind', [
    fuelStopEntrySchema,
    operationEntrySchema,
    averageEntrySchema,
    noteEntrySchema,
  ]),
);
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** Why the diary has no consumption yet. */
export const consumptionReasons = ['needsTwoFullFillUps', 'needsAverageEntry'] as const;
export type ConsumptionReason = (typeof consumptionReasons)[number];

/**
 * The vehicle's consumption over the diary's range.
 * - Fuel diary (and TracLink) vehicles: the litres of the fuel stops after the first full
 *   fill-up up to and including the last full fill-up, divided by the operating hours between
 *   those two; fewer than two full fill-ups: null with 'needsTwoFullFillUps'.
 * - Average-consumption vehicles: the average entries' figures, each entry weighted by its
 *   hours (hoursEnd - hoursStart; equally when none has hours); `byCategory` per use category,
 *   `litersPerHour` over the categories each entry gives. Without entries: 'needsAverageEntry'.
 */
export const diaryConsumptionSchema = builtOnUse(() =>
  z.object({
    litersPerHour: z.nullable(z.number()),
    reason: z.nullable(z.enum(consumptionReasons)),
    /** Per use category (average entries only; all null in fuel diary mode). */
    byCategory: categoryConsumptionSchema,
  }),
);
export type DiaryConsumption = z.infer<typeof diaryConsumptionSchema>;

/**
 * Totals of the diary's range, for charts: litres fuelled, operating hours covered (highest
 * minus lowest reading of fuel stops and averages), operation hours per type, litres per month
 * (months with fuel stops, oldest first).
 */
export const diaryTotalsSchema = z.object({
  liters: z.number(),
  hours: z.number(),
  operationHoursByType: z.record(z.enum(operationTypes), z.number()),
  litersByMonth: z.array(
    z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), liters: z.number() }),
  ),
});
export type DiaryTotals = z.infer<typeof diaryTotalsSchema>;

/**
 * The dashboard's vehicle statistics over the whole fleet, with the figures of its charts over
 * all the fleet's diaries for the current month and the eleven before it (the current month
 * where it is latest on earth, see `latestToday`, so no diary date lies beyond it).
 */
export const fleetStatisticsSchema = z.object({
  vehicleCount: z.int().check(z.gte(0)),
  operatingHours: nonNegative(),
  fuelUsedLiters: nonNegative(),
  averageConsumption: z.nullable(nonNegative()),
  /** Litres of the fuel stops per month: all twelve months, oldest first, 0 without stops. */
  litersByMonth: diaryTotalsSchema.shape.litersByMonth,
  /** Hours of the operations per type, each of the six types (0 without operations). */
  operationHoursByType: diaryTotalsSchema.shape.operationHoursByType,
});
export type FleetStatistics = z.infer<typeof fleetStatisticsSchema>;

/** `GET /fleet` (and `DELETE /fleet/{id}`, which returns the fleet left). */
export const fleetSchema = z.object({
  vehicles: z.array(fleetVehicleSchema),
  statistics: fleetStatisticsSchema,
});
export type Fleet = z.infer<typeof fleetSchema>;

/**
 * `GET /fleet/{id}/diary?from=&to=` (dates inclusive, each optional): the entries of the range,
 * newest first (an average by its end date), with consumption and totals over them.
 */
export const diarySchema = builtOnUse(() =>
  z.object({
    entries: z.array(diaryEntrySchema),
    consumption: diaryConsumptionSchema,
    totals: diaryTotalsSchema,
  }),
);
export type Diary = z.infer<typeof diarySchema>;

/** A diary range; either end may be left open. */
export interface DiaryRange {
  from?: string | null;
  to?: string | null;
}

/** One end of a diary range: a date `YYYY-MM-DD`, or left out or empty (open). */
const diaryRangeEnd = () =>
  z.pipe(
    z.optional(
      z.string({ error: 'rangeDate' }).check(
        z.refine((day) => day === '' || calendarDateSchema.safeParse(day).success, {
          error: 'rangeDate',
        }),
      ),
    ),
    z.transform((day) => day || null),
  );

/**
 * The query string of `GET /fleet/{id}/diary` and `GET /fleet/{id}/diary.csv`: `from` and `to`,
 * dates inclusive, each optional. Field error keys (worded by the server): `rangeDate` for an
 * end that is no date, `rangeOrder` on `to` before `from`.
 */
export const diaryRangeQuerySchema = builtOnUse(() =>
  z.object({ from: diaryRangeEnd(), to: diaryRangeEnd() }).check(
    z.refine((range) => !range.from || !range.to || range.from <= range.to, {
      error: 'rangeOrder',
      path: ['to'],
    }),
  ),
);

/** The path of a vehicle (`/fleet/{id}`, `/review/vehicles/{id}`): an id no vehicle has is 404. */
export const vehicleParamsSchema = z.object({ id: z.string() });

/** The path of a diary entry (`/fleet/{id}/diary/{entryId}`). */
export const diaryEntryParamsSchema = z.object({ id: z.string(), entryId: z.string() });

/** What a DELETE answers: the id of what it removed. */
export const deletedSchema = z.object({ id: z.uuid() });
export type Deleted = z.infer<typeof deletedSchema>;

// --- Review (staff) --------------------------------------------------------------------------

/** `GET /review/vehicles`: a vehicle with its owner, for staff. */
export const reviewVehicleSchema = builtOnUse(() =>
  z.object({
    ...fleetVehicleSchema.shape,
    owner: z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.nullable(z.string()),
    }),
  }),
);
export type ReviewVehicle = z.infer<typeof reviewVehicleSchema>;

/** `GET /review/vehicles`: the vehicles waiting for a check, oldest first. */
export const reviewVehiclesSchema = builtOnUse(() => z.array(reviewVehicleSchema));

export const rejectionReasonMaxLength = 500;

/** `POST /review/vehicles/{id}/reject`: the reason the owner reads. */
export const rejectInputSchema = builtOnUse(() =>
  z.object({
    reason: requiredText(rejectionReasonMaxLength, { multiLine: true }),
  }),
);
export type RejectInput = z.input<typeof rejectInputSchema>;
export type ValidRejectInput = z.output<typeof rejectInputSchema>;
