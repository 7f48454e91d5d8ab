import { isRouteErrorResponse } from 'react-router';

/** The error pages the portal has; any other failure shows the fetch-error block. */
export type ErrorPageStatus = 404 | 405;

/**
 * The error page for what a route threw: a 404 or 405 response (from a loader, or thrown as a
 * `Response` while rendering) gets its page; anything else null.
 */
export function errorPageStatusOf(error: unknown): ErrorPageStatus | null {
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof Response
      ? error.status
      : null;
  return status === 404 || status === 405 ? status : null;
}
