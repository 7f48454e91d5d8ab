import { ApiError, fetchClassifiedAd, fetchClassifiedAds } from '@lindner/api/client';
import type { ClassifiedAd, ClassifiedAdList } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { readMarketplaceSearch, type MarketplaceSearch } from './marketplaceSearch';

/** What the list's route loads: its filters, and the ads (null when they could not be fetched). */
export interface MarketplaceListData extends MarketplaceSearch {
  result: ClassifiedAdList | null;
}

export type MarketplaceAdData = { ad: ClassifiedAd } | { ad: null };

/**
 * The list's loader: the filters of the URL and a page of the active ads, on the server for the
 * first response and in the browser as the filters change. A filter that cannot be read is left
 * out (and named); a failed fetch shows in the page with Retry rather than as an error page.
 */
export async function loadMarketplaceList({
  request,
}: LoaderFunctionArgs): Promise<MarketplaceListData> {
  const search = readMarketplaceSearch(new URL(request.url).searchParams);
  try {
    return {
      ...search,
      result: await fetchClassifiedAds(search.query, publicApiOptionsOf(request)),
    };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the classified ads', error);
    return { ...search, result: null };
  }
}

/** The detail's loader: the ad, HTTP 404 for one that does not exist or is not public. */
export async function loadMarketplaceAd({
  request,
  params,
}: LoaderFunctionArgs): Promise<MarketplaceAdData> {
  const id = params.id ?? '';
  try {
    return { ad: await fetchClassifiedAd(id, publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the classified ad', error);
    return { ad: null };
  }
}
