import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { BookmarkListContext, type BookmarkList } from './bookmarkList';
import { useDeviceBookmarks } from './useMachineBookmarks';
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

/** The device's own list (localStorage), as the islands of a server-rendered page keep it. */
function DeviceBookmarks({ children }: { children: ReactNode }) {
  const list = useDeviceBookmarks();
  return <BookmarkListContext.Provider value={list}>{children}</BookmarkListContext.Provider>;
}

/**
 * The stories' bookmark list from `parameters.bookmarks` ({ ids, signedIn }); none bookmarked by
 * default. `'device'`: the device's list itself, as the islands keep it (localStorage).
 */
export const withStoryBookmarks: Decorator = (Story, { parameters }) => {
  if (parameters.bookmarks === 'device') {
    return (
      <DeviceBookmarks>
        <Story />
      </DeviceBookmarks>
    );
  }
  const { ids = [], signedIn = false } =
    (parameters.bookmarks as { ids?: string[]; signedIn?: boolean } | undefined) ?? {};
  return (
    <StoryBookmarks initialIds={ids} signedIn={signedIn}>
      <Story />
    </StoryBookmarks>
  );
};
