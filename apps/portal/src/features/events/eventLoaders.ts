import { ApiError, fetchEvent, fetchEvents } from '@lindner/api/client';
import type { EventDetail, EventList, EventQuery } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { readEventSearch } from './eventSearch';

/** What the list's route loads: the filters of the address and the events (null: not fetched). */
export interface EventListData {
  query: EventQuery;
  result: EventList | null;
}

export type EventDetailData = { event: EventDetail } | { event: null };

/**
 * The list's loader: the filters of the URL and the upcoming events, on the server for the
 * first response and in the browser as the filters change. A failed fetch shows in the page
 * with Retry rather than as an error page.
 */
export async function loadEventList({ request }: LoaderFunctionArgs): Promise<EventListData> {
  const query = readEventSearch(new URL(request.url).searchParams);
  const options = publicApiOptionsOf(request);
  try {
    return { query, result: await fetchEvents(query, options) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    // A region the API does not know (an old link): no upcoming events there, and the regions
    // that have some to choose from instead.
    if (error instanceof ApiError && error.status === 400 && query.region) {
      try {
        const { regions } = await fetchEvents({ ...query, region: undefined }, options);
        return { query, result: { events: [], regions } };
      } catch (again) {
        if (request.signal.aborted) throw again;
      }
    }
    console.error('Error fetching the events', error);
    return { query, result: null };
  }
}

/** The detail's loader: the event, HTTP 404 for one that does not exist. */
export async function loadEvent({ request, params }: LoaderFunctionArgs): Promise<EventDetailData> {
  const slug = params.slug ?? '';
  try {
    return { event: await fetchEvent(slug, publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the event', error);
    return { event: null };
  }
}
