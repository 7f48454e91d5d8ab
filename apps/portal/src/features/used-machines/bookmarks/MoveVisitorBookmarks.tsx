import { useAuth } from '@lindner/auth';
import { lazy, Suspense } from 'react';
import { useVisitorBookmarks } from './visitorBookmarksStore';

// The move's code (the API call, its schemas, SWR's cache) loads only when there is something to
// move: every personal-area page mounts this, and nearly always the device holds nothing.
const VisitorBookmarksMover = lazy(() =>
  import('./VisitorBookmarksMover').then(({ VisitorBookmarksMover }) => ({
    default: VisitorBookmarksMover,
  })),
);

/**
 * Renders nothing: once signed in, moves the bookmarks a visitor kept on this device into the
 * account (mounted in the personal area; the public pages' useMachineBookmarks does the same).
 */
export function MoveVisitorBookmarks() {
  const { authenticated, status } = useAuth();
  const ids = useVisitorBookmarks();
  if (!authenticated || status === 'offline' || ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <VisitorBookmarksMover ids={ids} />
    </Suspense>
  );
}
