import { useEffect } from 'react';
import type { BookmarkList } from './bookmarkList';
import { useAccountBookmarks } from './useAccountBookmarks';

/**
 * Renders nothing: reports the signed-in user's bookmark list to the page (and null when it
 * goes). Loaded lazily, so that a visitor's page does without SWR and the account's calls.
 */
export function AccountBookmarks({ onChange }: { onChange: (list: BookmarkList | null) => void }) {
  const list = useAccountBookmarks();
  useEffect(() => onChange(list), [list, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
