import {
  deletedSchema,
  machineFileSchema,
  serviceEntrySchema,
  serviceInvoiceUploadField,
  type Deleted,
  type MachineDocument,
  type MachineFile,
  type ServiceEntry,
  type ServiceEntryInput,
} from '../schema';
import { apiGet, apiSend } from '../client/request';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';

// The machine file of a vehicle. After a change, revalidate `machineFileKey(id)`.

const vehiclePath = (id: string) => `/fleet/${encodeURIComponent(id)}`;
const entryPath = (id: string, entryId: string) =>
  `${vehiclePath(id)}/service-entries/${encodeURIComponent(entryId)}`;

/** The cache key of `fetchMachineFile(id)`. */
export const machineFileKey = (id: string) => `${vehiclePath(id)}/file`;

/** GET /fleet/{id}/file: documents, service history and contracts, each newest first. */
export function fetchMachineFile(id: string, signal?: AbortSignal): Promise<MachineFile> {
  return apiGet(machineFileKey(id), machineFileSchema, { signal });
}

/**
 * GET of a document's `path` (a PDF of the model and year, marked as demo). The service worker
 * keeps what was fetched once, so the file opens offline too.
 */
export function fetchMachineDocument(
  document: Pick<MachineDocument, 'path' | 'kind'>,
  signal?: AbortSignal,
): Promise<SignedFile> {
  return fetchSignedFile(document.path, {
    accept: 'application/pdf',
    fallbackName: `${document.kind}.pdf`,
    ...(signal ? { signal } : {}),
  });
}

/** POST /fleet/{id}/service-entries: field errors in `ApiError.fieldErrors`. */
export function addServiceEntry(
  id: string,
  input: ServiceEntryInput,
  signal?: AbortSignal,
): Promise<ServiceEntry> {
  return apiSend('POST', `${vehiclePath(id)}/service-entries`, input, serviceEntrySchema, {
    signal,
  });
}

/** PUT /fleet/{id}/service-entries/{entryId}: the owner's own entries only (a dealer's: 403). */
export function updateServiceEntry(
  id: string,
  entryId: string,
  input: ServiceEntryInput,
  signal?: AbortSignal,
): Promise<ServiceEntry> {
  return apiSend('PUT', entryPath(id, entryId), input, serviceEntrySchema, { signal });
}

/** DELETE /fleet/{id}/service-entries/{entryId}. */
export function deleteServiceEntry(
  id: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<Deleted> {
  return apiSend('DELETE', entryPath(id, entryId), undefined, deletedSchema, { signal });
}

/**
 * PUT …/invoice (multipart, field `invoice`): a PDF or a JPEG, PNG or WebP picture of at most
 * 10 MB, checked by content (a picture is stored as WebP). Returns the entry.
 */
export function uploadServiceInvoice(
  id: string,
  entryId: string,
  file: Blob,
  signal?: AbortSignal,
): Promise<ServiceEntry> {
  const form = new FormData();
  form.append(serviceInvoiceUploadField, file, file instanceof File ? file.name : 'invoice');
  return apiSend('PUT', `${entryPath(id, entryId)}/invoice`, form, serviceEntrySchema, {
    signal,
  });
}

/** DELETE …/invoice: removes an entry's invoice; returns the entry. */
export function deleteServiceInvoice(
  id: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<ServiceEntry> {
  return apiSend('DELETE', `${entryPath(id, entryId)}/invoice`, undefined, serviceEntrySchema, {
    signal,
  });
}

/** GET …/invoice: the invoice file (PDF or WebP), for the owner only. */
export function fetchServiceInvoice(
  id: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<SignedFile> {
  return fetchSignedFile(`${entryPath(id, entryId)}/invoice`, {
    accept: 'application/pdf, image/webp',
    fallbackName: 'invoice',
    ...(signal ? { signal } : {}),
  });
}
