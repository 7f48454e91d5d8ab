import type {
  AverageInput,
  FuelStopInput,
  NoteInput,
  OperationInput,
  OperationType,
} from '@lindner/api/schema';

/**
 * The diary forms' values and what each sends. Numbers come from NumberField (a number, or the
 * typed text while it cannot be read: sent as missing, so the schema says "required"). No React.
 */

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Today in the user's own time zone, `yyyy-mm-dd`: the date a new entry starts with. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export interface FuelStopValues {
  [field: string]: unknown;
  date?: string;
  liters?: number | string;
  operatingHours?: number | string;
  /** 'yes' or 'no': a radio choice. */
  fullTank?: string;
}

export function fuelStopInputOf(values: FuelStopValues): FuelStopInput {
  return {
    date: values.date ?? '',
    liters: numberOrUndefined(values.liters) as number,
    operatingHours: numberOrUndefined(values.operatingHours) as number,
    fullTank: values.fullTank !== 'no',
  };
}

export interface OperationValues {
  [field: string]: unknown;
  date?: string;
  type?: string;
  durationHours?: number | string;
  note?: string;
}

export function operationInputOf(values: OperationValues): OperationInput {
  return {
    date: values.date ?? '',
    type: values.type as OperationType,
    durationHours: numberOrUndefined(values.durationHours) as number,
    note: text(values.note) || null,
  };
}

export interface NoteValues {
  [field: string]: unknown;
  date?: string;
  text?: string;
}

export function noteInputOf(values: NoteValues): NoteInput {
  return { date: values.date ?? '', text: text(values.text) };
}

export interface AverageValues {
  [field: string]: unknown;
  dateStart?: string;
  dateEnd?: string;
  hoursStart?: number | string;
  hoursEnd?: number | string;
  consumptionField?: number | string;
  consumptionGras?: number | string;
  consumptionOther?: number | string;
}

export function averageInputOf(values: AverageValues): AverageInput {
  const consumption = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    dateStart: values.dateStart ?? '',
    dateEnd: values.dateEnd ?? '',
    hoursStart: numberOrUndefined(values.hoursStart) as number,
    hoursEnd: numberOrUndefined(values.hoursEnd) as number,
    consumption: {
      field: consumption(values.consumptionField),
      gras: consumption(values.consumptionGras),
      other: consumption(values.consumptionOther),
    },
  };
}

/** Where each average field sits in the request body (and in the server's `errors`). */
export const averageFieldPaths = {
  dateStart: ['dateStart'],
  dateEnd: ['dateEnd'],
  hoursStart: ['hoursStart'],
  hoursEnd: ['hoursEnd'],
  consumptionField: ['consumption.field', 'consumption'],
  consumptionGras: ['consumption.gras'],
  consumptionOther: ['consumption.other'],
} as const;

/** The draft each diary form keeps per vehicle (shared/drafts). */
export function entryDraftName(
  kind: 'fuelStop' | 'operation' | 'note' | 'average',
  vehicleId: string,
): string {
  const form = { fuelStop: 'fuel-stop', operation: 'operation', note: 'note', average: 'average' };
  return `fleet-${form[kind]}:${vehicleId}`;
}

/** A fuel stop's form values from what it sends: the way back of `fuelStopInputOf`. */
export function fuelStopValuesOf(input: FuelStopInput): FuelStopValues {
  return {
    date: input.date,
    liters: input.liters,
    operatingHours: input.operatingHours,
    fullTank: input.fullTank === false ? 'no' : 'yes',
  };
}

export function operationValuesOf(input: OperationInput): OperationValues {
  return {
    date: input.date,
    type: input.type,
    durationHours: input.durationHours,
    note: input.note ?? '',
  };
}

export function noteValuesOf(input: NoteInput): NoteValues {
  return { date: input.date, text: input.text };
}

export function averageValuesOf(input: AverageInput): AverageValues {
  const consumption = (value: number | null | undefined) => value ?? undefined;
  return {
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
    hoursStart: input.hoursStart,
    hoursEnd: input.hoursEnd,
    consumptionField: consumption(input.consumption.field),
    consumptionGras: consumption(input.consumption.gras),
    consumptionOther: consumption(input.consumption.other),
  };
}
