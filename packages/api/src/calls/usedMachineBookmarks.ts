import {
  machineBookmarksSchema,
  machineBookmarkStateSchema,
  type MachineBookmark,
  type MachineBookmarkState,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

/** The cache key of `fetchMachineBookmarks`. */
export const machineBookmarksKey = '/bookmarks';

const bookmarkPath = (machineId: string) => `/bookmarks/${encodeURIComponent(machineId)}`;

/** GET /bookmarks: the signed-in user's bookmarked machines, newest first. */
export function fetchMachineBookmarks(signal?: AbortSignal): Promise<MachineBookmark[]> {
  return apiGet(machineBookmarksKey, machineBookmarksSchema, { signal });
}

/** PUT /bookmarks/{machineId}: bookmarks a machine (again: no change); 404 for an unknown machine. */
export function bookmarkMachine(
  machineId: string,
  signal?: AbortSignal,
): Promise<MachineBookmarkState> {
  return apiSend('PUT', bookmarkPath(machineId), undefined, machineBookmarkStateSchema, {
    signal,
  });
}

/** DELETE /bookmarks/{machineId}: takes a machine off the list (one not on it: no change). */
export function unbookmarkMachine(
  machineId: string,
  signal?: AbortSignal,
): Promise<MachineBookmarkState> {
  return apiSend('DELETE', bookmarkPath(machineId), undefined, machineBookmarkStateSchema, {
    signal,
  });
}

/**
 * POST /bookmarks: moves a visitor's bookmarks (kept on the device) into the account; answers the
 * whole list. Machines no longer offered are passed over.
 */
export function mergeMachineBookmarks(
  machineIds: readonly string[],
  signal?: AbortSignal,
): Promise<MachineBookmark[]> {
  return apiSend(
    'POST',
    machineBookmarksKey,
    { machineIds: [...machineIds] },
    machineBookmarksSchema,
    { signal },
  );
}
