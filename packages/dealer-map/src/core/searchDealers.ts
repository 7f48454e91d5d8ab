import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
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

const resultEnvelopeSchema = apiEnvelopeSchema(dealerSearchResultSchema);

export interface DealerSearchOptions {
  apiBase: string;
  segment: string;
  locale: string;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/** The address of a search: `{apiBase}/{segment}/dealers?…` (public, no token). */
export function dealerSearchUrl(query: DealerQuery, options: DealerSearchOptions): string {
  const params = new URLSearchParams(dealerQueryString(query));
  params.set('locale', options.locale);
  return `${options.apiBase.replace(/\/+$/, '')}/${options.segment}/dealers?${params}`;
}

/**
 * Runs a search. Never throws but for an abort: an answer is found, refused with the server's
 * message (a 4xx with the error envelope), or unavailable (network, 5xx, unreadable answer).
 */
export async function searchDealers(
  query: DealerQuery,
  options: DealerSearchOptions,
): Promise<DealerSearchOutcome> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(dealerSearchUrl(query, options), {
      signal: options.signal,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 'unavailable' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'unavailable' };
  }
  if (response.status === 200) {
    const parsed = resultEnvelopeSchema.safeParse(body);
    if (parsed.success && parsed.data.success) {
      return { status: 'found', result: parsed.data.data.data };
    }
    return { status: 'unavailable' };
  }
  if (response.status >= 400 && response.status < 500) {
    const refused = apiErrorEnvelopeSchema.safeParse(body);
    if (refused.success && refused.data.message) {
      return { status: 'refused', message: refused.data.message };
    }
  }
  return { status: 'unavailable' };
}
