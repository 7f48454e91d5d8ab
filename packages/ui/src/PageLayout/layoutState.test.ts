import { describe, expect, it } from 'vitest';
import { layoutStateOf, shownLayoutState } from './layoutState';

describe('layoutStateOf', () => {
  it('shows the spinner until the first fetch has finished', () => {
    expect(layoutStateOf({ isFetching: false, hasFetchedOnce: false })).toBe('loading');
    expect(layoutStateOf({ isFetching: true, hasFetchedOnce: false })).toBe('loading');
  });

  it('shows the content once fetched, also while it fetches again', () => {
    expect(layoutStateOf({ isFetching: false, hasFetchedOnce: true })).toBe('content');
    expect(layoutStateOf({ isFetching: true, hasFetchedOnce: true })).toBe('content');
  });

  it('shows the error block after a failed fetch, before or after content', () => {
    const error = new Error('500');
    expect(layoutStateOf({ isFetching: false, hasFetchedOnce: false, fetchError: error })).toBe(
      'error',
    );
    expect(layoutStateOf({ isFetching: false, hasFetchedOnce: true, fetchError: true })).toBe(
      'error',
    );
  });

  it('shows the spinner while a retry after an error runs', () => {
    expect(layoutStateOf({ isFetching: true, hasFetchedOnce: true, fetchError: true })).toBe(
      'loading',
    );
  });

  it('treats an empty error value as no error', () => {
    expect(layoutStateOf({ isFetching: false, hasFetchedOnce: true, fetchError: null })).toBe(
      'content',
    );
  });
});

describe('shownLayoutState', () => {
  it('keeps content on screen while loading again', () => {
    expect(shownLayoutState('loading', true)).toBe('content');
  });

  it('shows the spinner when no content was shown yet', () => {
    expect(shownLayoutState('loading', false)).toBe('loading');
  });

  it('passes error and content through', () => {
    expect(shownLayoutState('error', true)).toBe('error');
    expect(shownLayoutState('content', false)).toBe('content');
  });
});
