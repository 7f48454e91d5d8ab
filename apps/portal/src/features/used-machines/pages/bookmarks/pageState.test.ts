import { describe, expect, it } from 'vitest';
import { combinedLayoutState } from './pageState';

const loaded = { isFetching: false, hasFetchedOnce: true, fetchError: false };
const loading = { isFetching: true, hasFetchedOnce: false, fetchError: false };
const failed = { isFetching: false, hasFetchedOnce: true, fetchError: true };

describe('the state of the bookmarks page of two fetches', () => {
  it('shows the content once both have answered', () => {
    expect(combinedLayoutState([loaded, loaded])).toBe('content');
  });

  it('shows the spinner while either has not answered yet', () => {
    expect(combinedLayoutState([loaded, loading])).toBe('loading');
    expect(combinedLayoutState([loading, loading])).toBe('loading');
  });

  it('keeps the content while one fetches again after a change', () => {
    expect(combinedLayoutState([loaded, { ...loaded, isFetching: true }])).toBe('content');
  });

  it('shows the error with Retry when either failed, the spinner while the retry runs', () => {
    expect(combinedLayoutState([loaded, failed])).toBe('error');
    expect(combinedLayoutState([failed, loading])).toBe('loading');
    expect(combinedLayoutState([{ ...failed, isFetching: true }, loaded])).toBe('loading');
  });
});
