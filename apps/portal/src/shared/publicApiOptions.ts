import { readPortalConfig } from './config';
import { localeOfPath } from './locale/localeOfPath';

/**
 * Where a public page's loaders ask: the API of the address the page was asked for, the same on
 * the server (the page's public address) and in the browser, in the page's language, cancelled
 * with the request.
 */
export function publicApiOptionsOf(request: Request) {
  const url = new URL(request.url);
  const { baseUrl, clientSegment } = readPortalConfig(import.meta.env, url.origin).api;
  return {
    baseUrl,
    clientSegment,
    locale: localeOfPath(url.pathname) ?? undefined,
    signal: request.signal,
  };
}
