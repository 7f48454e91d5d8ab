import { useContext, useMemo } from 'react';
import { BookmarkListContext, type BookmarkList } from './bookmarkList';
import { useVisitorBookmarks, visitorBookmarksStore } from './visitorBookmarksStore';

/** The device's bookmark list of a visitor (signed out, or offline). */
export function useDeviceBookmarks(): BookmarkList {
  const ids = useVisitorBookmarks();
  return useMemo(
    () => ({
      ids,
      isBookmarked: (id: string) => ids.includes(id),
      toggle: (id: string) => visitorBookmarksStore.toggle(id),
      signedIn: false,
    }),
    [ids],
  );
}

/**
 * The page's bookmark list, `{ ids, isBookmarked, toggle, signedIn }`: the account's when signed
 * in, else the device's (BookmarkListProvider decides); the device's outside a provider.
 */
export function useMachineBookmarks(): BookmarkList {
  const list = useContext(BookmarkListContext);
  const device = useDeviceBookmarks();
  return list ?? device;
}
