import type { FetchFlags } from '@lindner/ui';

/** The flags of a page that needs several fetches: loading until all are there, failed if any. */
export function combinedFetchFlags(...fetches: FetchFlags[]): FetchFlags {
  return {
    isFetching: fetches.some((each) => each.isFetching),
    hasFetchedOnce: fetches.every((each) => each.hasFetchedOnce),
    fetchError: fetches.some((each) => Boolean(each.fetchError)),
  };
}
