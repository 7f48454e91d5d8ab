/** What a page or tab layout shows: the spinner, the fetch-error block, or its content. */
export type LayoutState = 'loading' | 'error' | 'content';

/** The data-loading flags of a page's fetch (SPEC section 4). */
export interface FetchFlags {
  isFetching: boolean;
  hasFetchedOnce: boolean;
  /** Truthy when the last fetch failed (an error object or `true`). */
  fetchError?: unknown;
}

/** Maps a fetch's flags to what the layout shows. */
export function layoutStateOf({ isFetching, hasFetchedOnce, fetchError }: FetchFlags): LayoutState {
  if (fetchError && !isFetching) return 'error';
  if (fetchError || !hasFetchedOnce) return 'loading';
  // A refetch after the first load keeps the content on screen: no flash to the spinner.
  return 'content';
}

/**
 * What to render for a requested state, given whether content has been on screen since the last
 * error: a later 'loading' (a refetch) keeps the content instead of swapping in the spinner.
 */
export function shownLayoutState(state: LayoutState, contentShown: boolean): LayoutState {
  return state === 'loading' && contentShown ? 'content' : state;
}
