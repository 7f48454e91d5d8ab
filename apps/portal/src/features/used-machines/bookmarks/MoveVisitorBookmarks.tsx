import { useAuth } from '@lindner/auth';
import { useMoveVisitorBookmarks } from './moveVisitorBookmarks';
import { useVisitorBookmarks } from './visitorBookmarksStore';

/**
 * Renders nothing: once signed in, moves the bookmarks a visitor kept on this device into the
 * account (mounted in the personal area; the public pages' useMachineBookmarks does the same).
 */
export function MoveVisitorBookmarks() {
  const { authenticated, status } = useAuth();
  const ids = useVisitorBookmarks();
  useMoveVisitorBookmarks(authenticated && status !== 'offline', ids);
  return null;
}
