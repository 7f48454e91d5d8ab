import { eventCalendarPath } from '@lindner/api';
import type { EventDetail, EventSummary } from '@lindner/api/schema';
import { useLoaderData, useLocation } from 'react-router';
import { Island } from '../../../../shared/islands';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { calendarUrl } from '../../eventFormat';
import type { EventDetailData } from '../../eventLoaders';
import { eventSignUpIsland } from '../../islands/event-sign-up';
import { EventDetailView } from './EventDetailView';

/**
 * One event: the route's loader fetches it (on the server for the first response) and answers
 * an unknown one with the 404 page. The sign-up box is the page's island (it signs in and calls
 * the API in the browser); the rest is the server's HTML.
 */
export function EventDetailPage() {
  const { event } = useLoaderData() as EventDetailData;
  const config = usePortalConfig();
  const { pathname, search } = useLocation();
  return (
    <EventDetailView
      event={event}
      calendarHref={event ? calendarUrl(config.api, eventCalendarPath(event.slug)) : ''}
      signUp={
        event ? (
          <Island
            key={event.slug}
            of={eventSignUpIsland}
            props={{ event: summaryOf(event), config }}
          />
        ) : null
      }
      retryHref={`${pathname}${search}`}
    />
  );
}

/** What the sign-up needs of the event: its description stays out of the island's data. */
function summaryOf(event: EventDetail): EventSummary {
  const summary: Partial<EventDetail> = { ...event };
  delete summary.description;
  delete summary.onlineUrl;
  return summary as EventSummary;
}
