import { useFetch } from '@lindner/api';
import {
  bookmarkMachine,
  fetchMachineBookmarks,
  machineBookmarksKey,
  unbookmarkMachine,
} from '@lindner/api/client';
import { toast } from '@lindner/ui';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { bookmarkMessages } from '../bookmarkMessages';
import type { BookmarkList } from './bookmarkList';
import { useMoveVisitorBookmarks } from './moveVisitorBookmarks';
import { withPending, type PendingBookmarks } from './visitorBookmarks';
import { useVisitorBookmarks } from './visitorBookmarksStore';

/**
 * The signed-in user's bookmark list (loaded only then, with SWR and the schemas): a change
 * shows at once and is taken back with an error toast if the server refuses it; the bookmarks
 * kept on the device move into it.
 */
export function useAccountBookmarks(): BookmarkList {
  const intl = useIntl();
  const visitorIds = useVisitorBookmarks();
  useMoveVisitorBookmarks(true, visitorIds);
  const account = useFetch(machineBookmarksKey, fetchMachineBookmarks);
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<PendingBookmarks>(new Map());

  const accountIds = useMemo(
    () => (account.data ?? []).map((bookmark) => bookmark.machine.id),
    [account.data],
  );
  const ids = useMemo(() => withPending(accountIds, pending), [accountIds, pending]);

  const settle = useCallback((id: string) => {
    setPending((before) => {
      const next = new Map(before);
      next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    (id: string) => {
      const bookmarked = !ids.includes(id);
      setPending((before) => new Map(before).set(id, bookmarked));
      (bookmarked ? bookmarkMachine(id) : unbookmarkMachine(id))
        .then(() => mutate(machineBookmarksKey))
        .catch((error: unknown) => {
          console.error('Error changing the bookmarks', error);
          toast.error(intl.formatMessage(bookmarkMessages.failed));
        })
        .finally(() => settle(id));
    },
    [ids, mutate, settle, intl],
  );

  return useMemo(
    () => ({ ids, isBookmarked: (id: string) => ids.includes(id), toggle, signedIn: true }),
    [ids, toggle],
  );
}
