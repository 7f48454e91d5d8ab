import {
  editorialEntrySchema,
  editorialQueueSchema,
  myEditorialEntriesSchema,
  type EditorialEntry,
  type EditorialFile,
  type EditorialKind,
  type EditorialRejectionInput,
} from '../schema';
import { apiGet, apiSend } from '../client/request';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';

/** The cache key of `fetchEditorialQueue`: revalidate it after approving or rejecting. */
export const editorialQueueKey = '/editorial/entries';

/** The cache key of `fetchMyEditorialEntries`. */
export const myEditorialEntriesKey = '/editorial/my-entries';

/** GET /editorial/entries (staff only, else 403): every user-made entry waiting, oldest first. */
export function fetchEditorialQueue(signal?: AbortSignal): Promise<EditorialEntry[]> {
  return apiGet(editorialQueueKey, editorialQueueSchema, { signal });
}

/**
 * POST /editorial/entries/{kind}/{id}/approve (staff): the entry is published (a drawing contest
 * entry on the next working day); 404 when it no longer waits.
 */
export function approveEditorialEntry(
  kind: EditorialKind,
  id: string,
  signal?: AbortSignal,
): Promise<EditorialEntry> {
  return apiSend('POST', `${entryPath(kind, id)}/approve`, {}, editorialEntrySchema, { signal });
}

/**
 * POST /editorial/entries/{kind}/{id}/reject (staff): rejected with the reason, which is mailed
 * to the writer (400 with a field error without one); 404 when it no longer waits.
 */
export function rejectEditorialEntry(
  kind: EditorialKind,
  id: string,
  input: EditorialRejectionInput,
  signal?: AbortSignal,
): Promise<EditorialEntry> {
  return apiSend('POST', `${entryPath(kind, id)}/reject`, input, editorialEntrySchema, {
    signal,
  });
}

/** GET /editorial/my-entries (signed in): the caller's own entries of every kind, newest first. */
export function fetchMyEditorialEntries(signal?: AbortSignal): Promise<EditorialEntry[]> {
  return apiGet(myEditorialEntriesKey, myEditorialEntriesSchema, { signal });
}

/** An entry's file (a picture or a PDF) with the bearer token: a plain link cannot carry it. */
export function fetchEditorialFile(file: EditorialFile, signal?: AbortSignal): Promise<SignedFile> {
  return fetchSignedFile(file.path, {
    accept: file.contentType,
    fallbackName: file.name,
    ...(signal ? { signal } : {}),
  });
}

function entryPath(kind: EditorialKind, id: string): string {
  return `/editorial/entries/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}
