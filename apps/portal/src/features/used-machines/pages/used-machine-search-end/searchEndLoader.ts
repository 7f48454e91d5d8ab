import { ApiError, fetchMachineSearchToUnsubscribe } from '@lindner/api/client';
import type { MachineSearchUnsubscribe } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { readPortalConfig } from '../../../../shared/config';
import { localeOfPath } from '../../../../shared/locale/localeOfPath';

/**
 * What the end page of a saved search loads: the search its mail's link ends; null when the
 * link is unknown or the search has ended already (`failed` when it could not be asked).
 */
export interface SearchEndData {
  token: string;
  search: MachineSearchUnsubscribe | null;
  failed: boolean;
}

/**
 * The end page's loader, on the server for the first response: an unknown or ended link is no
 * error page but the page's own message, as is a failed fetch (with Retry).
 */
export async function loadSearchToEnd({
  request,
  params,
}: LoaderFunctionArgs): Promise<SearchEndData> {
  const token = params.token ?? '';
  const url = new URL(request.url);
  const { baseUrl, clientSegment } = readPortalConfig(import.meta.env, url.origin).api;
  try {
    const search = await fetchMachineSearchToUnsubscribe(token, {
      baseUrl,
      clientSegment,
      locale: localeOfPath(url.pathname) ?? undefined,
      signal: request.signal,
    });
    return { token, search, failed: false };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { token, search: null, failed: false };
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the saved search to end', error);
    return { token, search: null, failed: true };
  }
}
