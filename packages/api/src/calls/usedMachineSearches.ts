import * as z from 'zod/mini';
import {
  machineSearchUnsubscribeSchema,
  savedMachineSearchesSchema,
  savedMachineSearchSchema,
  type MachineSearchUnsubscribe,
  type SavedMachineSearch,
  type SavedMachineSearchInput,
} from '../schema';
import { apiGet, apiSend, publicGet, publicSend, type PublicCallOptions } from '../client/request';

/** The cache key of `fetchSavedMachineSearches`. */
export const savedMachineSearchesKey = '/machineSearches';

/** GET /machineSearches: the signed-in user's saved searches, newest first. */
export function fetchSavedMachineSearches(signal?: AbortSignal): Promise<SavedMachineSearch[]> {
  return apiGet(savedMachineSearchesKey, savedMachineSearchesSchema, { signal });
}

/**
 * POST /machineSearches: saves a search (400 with field errors for a blank name or a query the
 * list refuses; 409 with a message at `maxSavedMachineSearches`).
 */
export function saveMachineSearch(
  input: SavedMachineSearchInput,
  signal?: AbortSignal,
): Promise<SavedMachineSearch> {
  return apiSend('POST', savedMachineSearchesKey, input, savedMachineSearchSchema, { signal });
}

/** DELETE /machineSearches/{id}: ends one of the user's saved searches (404 for any other). */
export function deleteSavedMachineSearch(
  id: string,
  signal?: AbortSignal,
): Promise<{ id: string }> {
  return apiSend(
    'DELETE',
    `${savedMachineSearchesKey}/${encodeURIComponent(id)}`,
    undefined,
    z.object({ id: z.string() }),
    { signal },
  );
}

/** The cache key and path of a mail's unsubscribe link's search. */
export const machineSearchUnsubscribeKey = (token: string) =>
  `${savedMachineSearchesKey}/unsubscribe/${encodeURIComponent(token)}`;

/** GET /machineSearches/unsubscribe/{token} (public): which search the link ends; 404 when none. */
export function fetchMachineSearchToUnsubscribe(
  token: string,
  options: PublicCallOptions = {},
): Promise<MachineSearchUnsubscribe> {
  return publicGet(machineSearchUnsubscribeKey(token), machineSearchUnsubscribeSchema, options);
}

/** POST /machineSearches/unsubscribe/{token} (public): ends the search; 404 when already ended. */
export function unsubscribeMachineSearch(
  token: string,
  options: PublicCallOptions = {},
): Promise<MachineSearchUnsubscribe> {
  return publicSend(
    'POST',
    machineSearchUnsubscribeKey(token),
    undefined,
    machineSearchUnsubscribeSchema,
    options,
  );
}
