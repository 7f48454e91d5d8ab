export { BookmarkButton, type BookmarkButtonProps } from './BookmarkButton';
export { BookmarkBar } from './BookmarkBar';
export { BookmarkListProvider } from './BookmarkListProvider';
export { BookmarkListContext, useBookmarkList, type BookmarkList } from './bookmarkList';
export { MoveVisitorBookmarks } from './MoveVisitorBookmarks';
export { useMachineBookmarks } from './useMachineBookmarks';
export { useAccountBookmarks } from './useAccountBookmarks';
