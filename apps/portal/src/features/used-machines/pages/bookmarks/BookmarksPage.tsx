import {
  deleteSavedMachineSearch,
  fetchMachineBookmarks,
  fetchSavedMachineSearches,
  machineBookmarksKey,
  savedMachineSearchesKey,
  unbookmarkMachine,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSaveSearch } from '../../components/useSaveSearch';
import { BookmarksView } from './BookmarksView';
import { combinedLayoutState } from './pageState';

const quietly = { showSuccessToast: false, showErrorToast: false } as const;

/**
 * The bookmarks page: `GET /bookmarks` and `GET /machineSearches`; removing a machine and ending
 * a search revalidate their list. `?save=` shows the form that saves that search.
 */
export function BookmarksPage() {
  const bookmarks = useFetch(machineBookmarksKey, fetchMachineBookmarks);
  const searches = useFetch(savedMachineSearchesKey, fetchSavedMachineSearches);
  const [params, setParams] = useSearchParams();
  const saveQuery = params.get('save');

  const unbookmark = useCallback(
    (machineId: string, signal: AbortSignal) => unbookmarkMachine(machineId, signal),
    [],
  );
  const { submit: remove } = useSubmit(unbookmark, {
    ...quietly,
    revalidate: [machineBookmarksKey],
  });
  const endSearch = useCallback(
    (id: string, signal: AbortSignal) => deleteSavedMachineSearch(id, signal),
    [],
  );
  const { submit: end } = useSubmit(endSearch, {
    ...quietly,
    revalidate: [savedMachineSearchesKey],
  });
  const onSave = useSaveSearch();

  const state = combinedLayoutState([bookmarks, searches]);

  return (
    <BookmarksView
      state={state}
      onRetry={() => {
        if (bookmarks.fetchError) void bookmarks.refetch();
        if (searches.fetchError) void searches.refetch();
      }}
      bookmarks={bookmarks.data}
      onRemove={async (machineId) => (await remove(machineId)).error === null}
      searches={searches.data}
      onEndSearch={async (id) => (await end(id)).error === null}
      saveQuery={saveQuery}
      onSave={onSave}
      onSaved={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('save');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
