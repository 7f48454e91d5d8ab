import { useSyncExternalStore } from 'react';
import {
  deviceStorage,
  parseVisitorBookmarks,
  toggleVisitorBookmark,
  visitorBookmarksKey,
  writeVisitorBookmarks,
} from './visitorBookmarks';

// The visitor's bookmarks as React sees them: one store for the page, which follows changes in
// other tabs (the `storage` event). The server and the hydrating render see none, so the HTML
// matches; the device's list shows right after.

const listeners = new Set<() => void>();
const serverSnapshot: readonly string[] = Object.freeze([]);
let snapshotOf: string | null = null;
let snapshot: readonly string[] = serverSnapshot;

/** The stored list, read each time; the same array as long as the stored text is the same. */
function current(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = deviceStorage()?.getItem(visitorBookmarksKey) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== snapshotOf) {
    snapshotOf = raw;
    snapshot = parseVisitorBookmarks(raw);
  }
  return snapshot;
}

function changed() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === visitorBookmarksKey) changed();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const visitorBookmarksStore = {
  subscribe,
  getSnapshot: current,
  getServerSnapshot: () => serverSnapshot,
  toggle(id: string) {
    toggleVisitorBookmark(deviceStorage(), id);
    changed();
  },
  /** Empties the device's list (after the move into the account). */
  clear() {
    writeVisitorBookmarks(deviceStorage(), []);
    changed();
  },
};

/** The visitor's bookmark ids on this device, newest first; none on the server. */
export function useVisitorBookmarks(): readonly string[] {
  return useSyncExternalStore(
    visitorBookmarksStore.subscribe,
    visitorBookmarksStore.getSnapshot,
    visitorBookmarksStore.getServerSnapshot,
  );
}
