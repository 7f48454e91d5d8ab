import { ApiError, publicGet } from '@lindner/api/client';
import {
  dealerQueryString,
  dealerSearchResultSchema,
  type DealerQuery,
  type DealerSearchResult,
} from '@lindner/api/schema';

export type DealerSearchOutcome =
  | { status: 'found'; result: DealerSearchResult }
  /** The API refused the search with a message for the visitor (unknown zip, bad input). */
  | { status: 'refused'; message: string }
  /** The API could not be reached or answered nonsense: "currently not available". */
  | { status: 'unavailable' };

export interface DealerSearchOptions {
  apiBase: string;
  segment: string;
  locale: string;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/** The search's query parameters, with the locale the server writes its messages in. */
function searchParams(query: DealerQuery, locale: string): Record<string, string> {
  return { ...Object.fromEntries(new URLSearchParams(dealerQueryString(query))), locale };
}

/** The address of a search: `{apiBase}/{segment}/dealers?…` (public, no token). */
export function dealerSearchUrl(query: DealerQuery, options: DealerSearchOptions): string {
  const params = new URLSearchParams(searchParams(query, options.locale));
  return `${options.apiBase.replace(/\/+$/, '')}/${options.segment}/dealers?${params}`;
}

/**
 * Runs a search. Never throws but for an abort: an answer is found, refused with the server's
 * message (a 4xx with the error envelope), or unavailable (network, 5xx, unreadable answer).
 */
export async function searchDealers(
  query: DealerQuery,
  { apiBase, segment, locale, signal, fetch }: DealerSearchOptions,
): Promise<DealerSearchOutcome> {
  try {
    const result = await publicGet('dealers', dealerSearchResultSchema, {
      baseUrl: apiBase,
      clientSegment: segment,
      params: searchParams(query, locale),
      signal,
      fetch,
    });
    return { status: 'found', result };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (
      error instanceof ApiError &&
      error.status !== null &&
      error.status >= 400 &&
      error.status < 500 &&
      error.serverMessage
    ) {
      return { status: 'refused', message: error.serverMessage };
    }
    return { status: 'unavailable' };
  }
}
