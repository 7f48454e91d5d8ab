import { fetchGuestbook } from '@lindner/api/client';
import type { GuestbookPage } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** What the page's route loads: the page asked for, and its entries (null: not fetched). */
export interface GuestbookData {
  page: number;
  result: GuestbookPage | null;
}

/** The page of the address (`?page=3`); anything that is no page number is the first. */
export function guestbookPageOf(search: URLSearchParams): number {
  const asked = search.get('page')?.trim() ?? '';
  return /^\d{1,6}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1;
}

/**
 * The page's loader: a page of the approved entries, on the server for the first response, in
 * the page's language. A failed fetch shows in the page with Retry rather than as an error page.
 */
export async function loadGuestbook({ request }: LoaderFunctionArgs): Promise<GuestbookData> {
  const page = guestbookPageOf(new URL(request.url).searchParams);
  try {
    return { page, result: await fetchGuestbook(page, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the guestbook', error);
    return { page, result: null };
  }
}
