import { dealerQueryString, type DealerQuery } from '@lindner/api/schema';
import type { DealerSearchOptions, DealerSearchOutcome } from './dealerSearchTypes';

export type { DealerSearchOptions, DealerSearchOutcome } from './dealerSearchTypes';

/** The search's query parameters, with the locale the server writes its messages in. */
function searchParams(query: DealerQuery, locale: string): Record<string, string> {
  return { ...Object.fromEntries(new URLSearchParams(dealerQueryString(query))), locale };
}

/** The address of a search: `{apiBase}/{segment}/dealers?…` (public, no token). */
export function dealerSearchUrl(query: DealerQuery, options: DealerSearchOptions): string {
  const params = new URLSearchParams(searchParams(query, options.locale));
  return `${options.apiBase.replace(/\/+$/, '')}/${options.segment}/dealers?${params}`;
}

/** What `./dealerSearchCall` gives. */
interface SearchCall {
  runDealerSearch(
    params: Record<string, string>,
    options: DealerSearchOptions,
  ): Promise<DealerSearchOutcome>;
}

/** The code that runs a search, loaded once: the finder shows and takes input without it. */
let searchCall: Promise<SearchCall> | undefined;
function loadSearchCall(): Promise<SearchCall> {
  if (!searchCall) {
    searchCall = import('./dealerSearchCall');
    // A load that failed (the network went) is tried again with the next search.
    searchCall.catch(() => (searchCall = undefined));
  }
  return searchCall;
}

/** Starts loading what a search needs, ahead of it (the visitor started filling in the form). */
export function prepareDealerSearch(): void {
  loadSearchCall().catch(() => {});
}

/**
 * Runs a search. Never throws but for an abort: an answer is found, refused with the server's
 * message (a 4xx with the error envelope), or unavailable (network, 5xx, unreadable answer, or
 * the search's own code could not be loaded).
 */
export async function searchDealers(
  query: DealerQuery,
  options: DealerSearchOptions,
): Promise<DealerSearchOutcome> {
  let call: SearchCall;
  try {
    call = await loadSearchCall();
  } catch {
    if (options.signal?.aborted) throw options.signal.reason;
    return { status: 'unavailable' };
  }
  options.signal?.throwIfAborted();
  return call.runDealerSearch(searchParams(query, options.locale), options);
}
