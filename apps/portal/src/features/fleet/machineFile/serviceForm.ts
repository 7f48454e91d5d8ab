import type { ServiceDoer, ServiceEntry, ServiceEntryInput } from '@lindner/api/schema';

/**
 * The service form's values and what it sends. Numbers come from NumberField (a number, or the
 * typed text while it cannot be read: sent as missing, so the schema says "required"). No React.
 */
export interface ServiceValues {
  [field: string]: unknown;
  date?: string;
  operatingHours?: number | string;
  workDone?: string;
  parts?: string;
  doneBy?: string;
  dealerName?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function serviceInputOf(values: ServiceValues): ServiceEntryInput {
  const doneBy = (values.doneBy === 'dealer' ? 'dealer' : 'owner') satisfies ServiceDoer;
  return {
    date: values.date ?? '',
    operatingHours: (typeof values.operatingHours === 'number'
      ? values.operatingHours
      : undefined) as number,
    workDone: text(values.workDone),
    parts: text(values.parts) || null,
    doneBy,
    dealerName: doneBy === 'dealer' ? text(values.dealerName) || null : null,
  };
}

/** An entry's values, to change it. */
export function serviceValuesOf(entry: ServiceEntry): ServiceValues {
  return {
    date: entry.date,
    operatingHours: entry.operatingHours,
    workDone: entry.workDone,
    parts: entry.parts ?? '',
    doneBy: entry.doneBy,
    dealerName: entry.dealerName ?? '',
  };
}

/** The draft of a new service per vehicle, of a change per entry. */
export function serviceDraftName(vehicleId: string, entryId?: string): string {
  return entryId ? `fleet-service:${vehicleId}:${entryId}` : `fleet-service:${vehicleId}`;
}
