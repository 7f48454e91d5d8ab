import type { DealerSearchResult } from '@lindner/api/schema';

// What a search gives and takes: shared by the search (searchDealers.ts) and the code it loads
// on demand (dealerSearchCall.ts).

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
