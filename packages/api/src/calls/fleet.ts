import * as z from 'zod/mini';
import {
  deletedSchema,
  diaryEntrySchema,
  diarySchema,
  fleetSchema,
  reviewVehicleSchema,
  reviewVehiclesSchema,
  vehicleImageUploadField,
  vehicleSchema,
  type AddVehicleInput,
  type AverageEntry,
  type AverageInput,
  type Deleted,
  type Diary,
  type DiaryRange,
  type Fleet,
  type FuelStopEntry,
  type FuelStopInput,
  type NoteEntry,
  type NoteInput,
  type OperationEntry,
  type OperationInput,
  type RejectInput,
  type ReviewVehicle,
  type Vehicle,
} from '../schema';
import { apiGet, apiSend } from '../client/request';
import type { QueryParams } from '../client/requestParts';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';

// Cache keys (for useFetch and SWR's mutate): a page fetching a vehicle's diary uses
// `diaryKey(id, range)`; after a change, revalidate `fleetKey`, `vehicleKey(id)` and every key
// starting with `diaryKeyPrefix(id)`.

/** The cache key of `fetchFleet`. */
export const fleetKey = '/fleet';
/** The cache key of `fetchVehicle(id)`. */
export const vehicleKey = (id: string) => `/fleet/${encodeURIComponent(id)}`;
/** What every `diaryKey` of a vehicle starts with. */
export const diaryKeyPrefix = (id: string) => `/fleet/${encodeURIComponent(id)}/diary`;
/** The cache key of `fetchDiary(id, range)`. */
export const diaryKey = (id: string, range: DiaryRange = {}) =>
  `${diaryKeyPrefix(id)}${queryString(rangeParams(range))}`;
/** The cache key of `fetchReviewVehicles`. */
export const reviewVehiclesKey = '/review/vehicles';

/** GET /fleet: the user's vehicles and the dashboard's statistics. */
export function fetchFleet(signal?: AbortSignal): Promise<Fleet> {
  return apiGet('/fleet', fleetSchema, { signal });
}

/** GET /fleet/{id}: one of the user's vehicles (404 for any other id). */
export function fetchVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  return apiGet(vehiclePath(id), vehicleSchema, { signal });
}

/**
 * POST /fleet: adds a vehicle, 'pending' until Lindner's check (1-2 working days). Field errors
 * in `ApiError.fieldErrors`; a VIN already in a fleet answers 409 with `fieldErrors.vin`.
 */
export function addVehicle(input: AddVehicleInput, signal?: AbortSignal): Promise<Vehicle> {
  return apiSend('POST', '/fleet', input, vehicleSchema, { signal });
}

/** DELETE /fleet/{id}: removes the vehicle with its diary; returns the fleet left. */
export function deleteVehicle(id: string, signal?: AbortSignal): Promise<Fleet> {
  return apiSend('DELETE', vehiclePath(id), undefined, fleetSchema, { signal });
}

/**
 * PUT /fleet/{id}/image (multipart, field `image`): a JPEG, PNG or WebP picture of at most 10 MB
 * and 40 megapixels (checked by content, like the avatar). Returns the vehicle with its new
 * `image` and `imageAsset` (4:3).
 */
export function uploadVehicleImage(
  id: string,
  picture: Blob,
  signal?: AbortSignal,
): Promise<Vehicle> {
  const form = new FormData();
  form.append(
    vehicleImageUploadField,
    picture,
    picture instanceof File ? picture.name : 'vehicle-image',
  );
  return apiSend('PUT', `${vehiclePath(id)}/image`, form, vehicleSchema, { signal });
}

/** GET /fleet/{id}/diary?from=&to=: entries newest first, consumption and totals of the range. */
export function fetchDiary(
  id: string,
  range: DiaryRange = {},
  signal?: AbortSignal,
): Promise<Diary> {
  return apiGet(`${vehiclePath(id)}/diary`, diarySchema, { params: rangeParams(range), signal });
}

const fuelStopEntry = z.pipe(diaryEntrySchema, z.custom<FuelStopEntry>(isKind('fuelStop')));
const operationEntry = z.pipe(diaryEntrySchema, z.custom<OperationEntry>(isKind('operation')));
const averageEntry = z.pipe(diaryEntrySchema, z.custom<AverageEntry>(isKind('average')));
const noteEntry = z.pipe(diaryEntrySchema, z.custom<NoteEntry>(isKind('note')));

/** POST /fleet/{id}/fuel-stops: returns the stored entry. */
export function addFuelStop(
  id: string,
  input: FuelStopInput,
  signal?: AbortSignal,
): Promise<FuelStopEntry> {
  return apiSend('POST', `${vehiclePath(id)}/fuel-stops`, input, fuelStopEntry, { signal });
}

/** POST /fleet/{id}/operations: returns the stored entry. */
export function addOperation(
  id: string,
  input: OperationInput,
  signal?: AbortSignal,
): Promise<OperationEntry> {
  return apiSend('POST', `${vehiclePath(id)}/operations`, input, operationEntry, { signal });
}

/** POST /fleet/{id}/averages: returns the stored entry. */
export function addAverage(
  id: string,
  input: AverageInput,
  signal?: AbortSignal,
): Promise<AverageEntry> {
  return apiSend('POST', `${vehiclePath(id)}/averages`, input, averageEntry, { signal });
}

/** POST /fleet/{id}/notes: returns the stored entry. */
export function addNote(id: string, input: NoteInput, signal?: AbortSignal): Promise<NoteEntry> {
  return apiSend('POST', `${vehiclePath(id)}/notes`, input, noteEntry, { signal });
}

/** DELETE /fleet/{id}/diary/{entryId}: removes an entry of any kind. */
export function deleteDiaryEntry(
  id: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<Deleted> {
  const path = `${vehiclePath(id)}/diary/${encodeURIComponent(entryId)}`;
  return apiSend('DELETE', path, undefined, deletedSchema, { signal });
}

/**
 * The path of the diary's CSV below the API's address (`/fleet/{id}/diary.csv?from=&to=`).
 * The download needs the bearer token: fetch it with `fetchDiaryCsv`, not a plain link.
 */
export function diaryCsvPath(id: string, range: DiaryRange = {}): string {
  return `${vehiclePath(id)}/diary.csv${queryString(rangeParams(range))}`;
}

/** The diary's spreadsheet (UTF-8 with BOM, `text/csv`) and its suggested file name. */
export type DiaryCsv = SignedFile;

/**
 * GET /fleet/{id}/diary.csv?from=&to=: the diary as a spreadsheet file in the caller's locale
 * (de, de-at, fr, fr-fr: `;` and decimal comma; en: `,` and decimal point), e.g.
 * `fahrtenbuch-VBLA…-2026.csv`. Errors as ApiError with the server's message, like every call.
 */
export function fetchDiaryCsv(
  id: string,
  range: DiaryRange = {},
  signal?: AbortSignal,
): Promise<DiaryCsv> {
  return fetchSignedFile(`${vehiclePath(id)}/diary.csv`, {
    accept: 'text/csv',
    fallbackName: 'diary.csv',
    query: rangeParams(range),
    ...(signal ? { signal } : {}),
  });
}

/** GET /review/vehicles (staff only, else 403): vehicles waiting for a check, oldest first. */
export function fetchReviewVehicles(signal?: AbortSignal): Promise<ReviewVehicle[]> {
  return apiGet('/review/vehicles', reviewVehiclesSchema, { signal });
}

/** POST /review/vehicles/{id}/approve (staff only): the vehicle becomes 'approved'. */
export function approveVehicle(id: string, signal?: AbortSignal): Promise<ReviewVehicle> {
  return apiSend('POST', `${reviewPath(id)}/approve`, {}, reviewVehicleSchema, { signal });
}

/** POST /review/vehicles/{id}/reject (staff only): 'rejected' with the reason the owner reads. */
export function rejectVehicle(
  id: string,
  input: RejectInput,
  signal?: AbortSignal,
): Promise<ReviewVehicle> {
  return apiSend('POST', `${reviewPath(id)}/reject`, input, reviewVehicleSchema, { signal });
}

function vehiclePath(id: string): string {
  return `/fleet/${encodeURIComponent(id)}`;
}

function reviewPath(id: string): string {
  return `/review/vehicles/${encodeURIComponent(id)}`;
}

function rangeParams({ from, to }: DiaryRange): QueryParams {
  return { from: from || undefined, to: to || undefined };
}

function queryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function isKind(kind: string) {
  return (value: unknown) => (value as { kind?: unknown } | null)?.kind === kind;
}
