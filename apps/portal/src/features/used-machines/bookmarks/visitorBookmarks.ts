import { maxMachineBookmarks } from '@lindner/api/schema';

// A visitor's bookmarks ("Merkliste") on the device: one localStorage entry, the machine ids
// newest first. They move into the account at sign-in (MoveVisitorBookmarks). Nothing here
// throws: storage may be missing (a server, private mode), full or hold something else.

/** The one localStorage key of the visitor's bookmarks. */
export const visitorBookmarksKey = 'lindner.machineBookmarks';

const noIds: readonly string[] = Object.freeze([]);

/** The ids kept on the device, newest first; empty when there is no storage or nothing readable. */
export function readVisitorBookmarks(storage: Storage | null | undefined): readonly string[] {
  if (!storage) return noIds;
  let raw: string | null;
  try {
    raw = storage.getItem(visitorBookmarksKey);
  } catch {
    return noIds;
  }
  return parseVisitorBookmarks(raw);
}

/** The stored text as ids: distinct non-empty strings, at most `maxMachineBookmarks`. */
export function parseVisitorBookmarks(raw: string | null): readonly string[] {
  if (raw === null) return noIds;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return noIds;
  }
  if (!Array.isArray(value)) return noIds;
  const ids = value.filter(
    (each): each is string => typeof each === 'string' && each !== '' && each.length <= 64,
  );
  return [...new Set(ids)].slice(0, maxMachineBookmarks);
}

/** Writes the ids (an empty list removes the entry); false when the storage refused. */
export function writeVisitorBookmarks(
  storage: Storage | null | undefined,
  ids: readonly string[],
): boolean {
  if (!storage) return false;
  try {
    if (ids.length === 0) storage.removeItem(visitorBookmarksKey);
    else storage.setItem(visitorBookmarksKey, JSON.stringify(ids.slice(0, maxMachineBookmarks)));
    return true;
  } catch {
    return false;
  }
}

/** The list with the machine added at the front (or moved there), the oldest dropped past the limit. */
export function withBookmark(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((each) => each !== id)].slice(0, maxMachineBookmarks);
}

export function withoutBookmark(ids: readonly string[], id: string): string[] {
  return ids.filter((each) => each !== id);
}

/** Changes on their way to the account: machine id → bookmarked. */
export type PendingBookmarks = ReadonlyMap<string, boolean>;

/** The account's ids with the changes on their way laid over them (shown before the answer). */
export function withPending(ids: readonly string[], pending: PendingBookmarks): readonly string[] {
  let result = ids;
  for (const [id, bookmarked] of pending) {
    result = bookmarked ? withBookmark(result, id) : withoutBookmark(result, id);
  }
  return result;
}

/** Bookmarks the machine, or takes it off the list; answers the list now kept. */
export function toggleVisitorBookmark(
  storage: Storage | null | undefined,
  id: string,
): readonly string[] {
  const ids = readVisitorBookmarks(storage);
  const next = ids.includes(id) ? withoutBookmark(ids, id) : withBookmark(ids, id);
  return writeVisitorBookmarks(storage, next) ? next : ids;
}

/** The browser's localStorage, or null (a server, or storage blocked). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
