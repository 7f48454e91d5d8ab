import { Spinner } from '@lindner/ui';
import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every route's frame. ScrollRestoration scrolls to the top on a new navigation and back to the
 * old position when the user goes back (or forward) in the history.
 */
export function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the code of the first page loads. */
export function Loading() {
  return <Spinner block size="large" />;
}
