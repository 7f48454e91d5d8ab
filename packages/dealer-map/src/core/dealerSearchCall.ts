import { publicGet, refusalMessage } from '@lindner/api/client';
import { dealerSearchResultSchema } from '@lindner/api/schema';
import type { DealerSearchOptions, DealerSearchOutcome } from './dealerSearchTypes';

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
    const message = refusalMessage(error);
    return message ? { status: 'refused', message } : { status: 'unavailable' };
  }
}
