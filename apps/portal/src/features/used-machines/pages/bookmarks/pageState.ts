import type { FetchFlags, LayoutState } from '@lindner/ui';

/**
 * What a page of several fetches shows, as `layoutStateOf` does for one: the spinner until all
 * have answered and while a retry runs, the fetch-error block (with Retry) once any failed, else
 * the content (kept while one fetches again after a change).
 */
export function combinedLayoutState(fetches: readonly FetchFlags[]): LayoutState {
  const fetching = fetches.some((each) => each.isFetching);
  const failed = fetches.some((each) => Boolean(each.fetchError));
  if (failed && !fetching) return 'error';
  if (failed || !fetches.every((each) => each.hasFetchedOnce)) return 'loading';
  return 'content';
}
