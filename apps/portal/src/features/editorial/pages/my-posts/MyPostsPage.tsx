import { fetchMyEditorialEntries, myEditorialEntriesKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { MyPostsView } from './MyPostsView';

/** "My posts" with its data: every entry the user wrote, in every state. */
export function MyPostsPage() {
  const entries = useFetch(myEditorialEntriesKey, fetchMyEditorialEntries);
  return (
    <MyPostsView
      state={layoutStateOf(entries)}
      onRetry={() => void entries.refetch()}
      entries={entries.data}
    />
  );
}
