import { useState, type ReactNode } from 'react';
import { FetchError } from '../FetchError';
import { Spinner } from '../Spinner';
import { shownLayoutState, type LayoutState } from './layoutState';

/**
 * A layout either shows plain content (`state` left out) or follows a fetch, in which case it
 * needs `onRetry` for the error block.
 */
export type LayoutStateProps =
  { state?: 'content'; onRetry?: () => void } | { state: LayoutState; onRetry: () => void };

interface LayoutBodyProps {
  state: LayoutState;
  onRetry?: () => void;
  className?: string;
  children: ReactNode;
}

/** The state-dependent part of the page and tab layouts. */
export function LayoutBody({ state, onRetry, className, children }: LayoutBodyProps) {
  const [contentShown, setContentShown] = useState(state === 'content');
  // Adjusted while rendering (not in an effect) so a refetch never paints one spinner frame.
  if (state === 'content' && !contentShown) setContentShown(true);
  if (state === 'error' && contentShown) setContentShown(false);
  const shown = shownLayoutState(state, contentShown);

  return (
    <div className={className} aria-busy={state === 'loading' || undefined}>
      {shown === 'loading' ? <Spinner block size="large" /> : null}
      {shown === 'error' ? <FetchError onRetry={onRetry ?? noop} /> : null}
      {shown === 'content' ? children : null}
    </div>
  );
}

function noop() {}
