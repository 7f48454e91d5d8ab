import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { BookmarkListContext, type BookmarkList } from './bookmarkList';
import { withBookmark, withoutBookmark } from './visitorBookmarks';

/**
 * Stories' stand-in for the page's bookmark list: kept in memory, signed in or out, so that a
 * story shows the buttons and the bar without sign-on or API.
 */
export function StoryBookmarks({
  initialIds = [],
  signedIn = false,
  children,
}: {
  initialIds?: readonly string[];
  signedIn?: boolean;
  children: ReactNode;
}) {
  const [ids, setIds] = useState(initialIds);
  const list = useMemo(
    (): BookmarkList => ({
      ids,
      signedIn,
      isBookmarked: (id) => ids.includes(id),
      toggle: (id) =>
        setIds((before) =>
          before.includes(id) ? withoutBookmark(before, id) : withBookmark(before, id),
        ),
    }),
    [ids, signedIn],
  );
  return <BookmarkListContext.Provider value={list}>{children}</BookmarkListContext.Provider>;
}

/** The stories' bookmark list from `parameters.bookmarks` ({ ids, signedIn }); none bookmarked by default. */
export const withStoryBookmarks: Decorator = (Story, { parameters }) => {
  const { ids = [], signedIn = false } =
    (parameters.bookmarks as { ids?: string[]; signedIn?: boolean } | undefined) ?? {};
  return (
    <StoryBookmarks initialIds={ids} signedIn={signedIn}>
      <Story />
    </StoryBookmarks>
  );
};
