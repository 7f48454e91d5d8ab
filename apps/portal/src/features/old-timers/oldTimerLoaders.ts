import { ApiError, fetchOldTimer, fetchOldTimers } from '@lindner/api/client';
import type { OldTimerDetail, OldTimerSummary } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { seriesQueryKey } from './oldTimerGroups';

/**
 * What the list's route loads: the series the address asks for (as typed; the list checks it
 * against the series it has) and every old-timer (null: not fetched).
 */
export interface OldTimerListData {
  series: string | null;
  oldTimers: OldTimerSummary[] | null;
}

/** What an old-timer's route loads: the old-timer (null: not fetched). */
export interface OldTimerPageData {
  oldTimer: OldTimerDetail | null;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The list's loader: every old-timer, on the server for the first response, in the page's
 * language. A failed fetch shows in the page with Retry rather than as an error page.
 */
export async function loadOldTimerList({ request }: LoaderFunctionArgs): Promise<OldTimerListData> {
  const series = new URL(request.url).searchParams.get(seriesQueryKey)?.trim() || null;
  try {
    return { series, oldTimers: await fetchOldTimers(publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the old-timers', error);
    return { series, oldTimers: null };
  }
}

/** An old-timer's loader: HTTP 404 for one that does not exist; null when it could not be fetched. */
export async function loadOldTimer({
  request,
  params,
}: LoaderFunctionArgs): Promise<OldTimerPageData> {
  try {
    return { oldTimer: await fetchOldTimer(params.slug ?? '', publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the old-timer', error);
    return { oldTimer: null };
  }
}
