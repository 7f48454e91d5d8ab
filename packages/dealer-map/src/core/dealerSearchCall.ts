import { ApiError, publicGet } from '@lindner/api/client';
import { dealerSearchResultSchema } from '@lindner/api/schema';
import type { DealerSearchOptions, DealerSearchOutcome } from './searchDealers';

/**
 * The request of a search and the reading of its answer (see `searchDealers`): a chunk of its
 * own with the API client and the answer's schema, which the finder needs only once it searches.
 */
export async function runDealerSearch(
  params: Record<string, string>,
  { apiBase, segment, signal, fetch }: DealerSearchOptions,
): Promise<DealerSearchOutcome> {
  try {
    const result = await publicGet('dealers', dealerSearchResultSchema, {
      baseUrl: apiBase,
      clientSegment: segment,
      params,
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
