import { machineBookmarksKey, mergeMachineBookmarks } from '@lindner/api/client';
import type { MachineBookmark } from '@lindner/api/schema';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { visitorBookmarksStore } from './visitorBookmarksStore';

// At sign-in the visitor's bookmarks move into the account, once; the personal area and the
// public pages both ask for it, so one move runs at a time.

let moving: Promise<void> | null = null;

/**
 * Moves the device's bookmarks into the account: on success the device's list is emptied and
 * the account's answer goes into the cache (an open bookmarks page shows it); on failure the
 * device keeps them for the next time.
 */
export function moveVisitorBookmarks(
  ids: readonly string[],
  putIntoCache: (bookmarks: MachineBookmark[]) => void,
): Promise<void> {
  moving ??= mergeMachineBookmarks(ids)
    .then((bookmarks) => {
      visitorBookmarksStore.clear();
      putIntoCache(bookmarks);
    })
    .catch((error: unknown) => {
      console.error('Error moving the bookmarks into the account', error);
    })
    .finally(() => {
      moving = null;
    });
  return moving;
}

/** Runs the move while `signedIn` and the device holds bookmarks. */
export function useMoveVisitorBookmarks(signedIn: boolean, ids: readonly string[]) {
  const { mutate } = useSWRConfig();
  const waiting = signedIn && ids.length > 0;
  useEffect(() => {
    if (!waiting) return;
    void moveVisitorBookmarks(ids, (bookmarks) => {
      void mutate(machineBookmarksKey, bookmarks, { revalidate: false });
    });
  }, [waiting, ids, mutate]);
}
