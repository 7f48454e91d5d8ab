import { createContext, useContext } from 'react';

/** The bookmarks ("Merkliste") a page shows: the account's when signed in, else the device's. */
export interface BookmarkList {
  /** Machine ids, newest first. */
  ids: readonly string[];
  isBookmarked(id: string): boolean;
  /** Bookmarks the machine, or takes it off the list. */
  toggle(id: string): void;
  /** Whether the list is the account's (signed in), with its own page. */
  signedIn: boolean;
}

/**
 * The page's one bookmark list (useMachineBookmarks, or a story's stand-in), so that every card,
 * the bar and the detail agree, also while a change is on its way. Without one no bookmark
 * button shows.
 */
export const BookmarkListContext = createContext<BookmarkList | null>(null);

export function useBookmarkList(): BookmarkList | null {
  return useContext(BookmarkListContext);
}
