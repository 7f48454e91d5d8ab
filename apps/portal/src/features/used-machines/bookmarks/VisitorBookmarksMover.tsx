import { useMoveVisitorBookmarks } from './moveVisitorBookmarks';

/** Moves the device's bookmarks into the signed-in account (loaded by MoveVisitorBookmarks). */
export function VisitorBookmarksMover({ ids }: { ids: readonly string[] }) {
  useMoveVisitorBookmarks(true, ids);
  return null;
}
