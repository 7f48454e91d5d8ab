import { eventCalendarPath } from '@lindner/api';
import { useLoaderData, useRevalidator } from 'react-router';
import { calendarUrl } from '../../eventFormat';
import { EventSignUp } from '../../components/EventSignUp';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { EventDetailData } from '../../eventLoaders';
import { EventDetailView } from './EventDetailView';

/**
 * One event: the route's loader fetches it (on the server for the first response) and answers
 * an unknown one with the 404 page; the sign-up box signs in and calls the API in the browser.
 */
export function EventDetailPage() {
  const { event } = useLoaderData() as EventDetailData;
  const { api } = usePortalConfig();
  const revalidator = useRevalidator();
  return (
    <EventDetailView
      event={event}
      calendarHref={event ? calendarUrl(api, eventCalendarPath(event.slug)) : ''}
      signUp={
        event ? (
          <EventSignUp
            key={event.slug}
            event={event}
            onPlacesChanged={() => void revalidator.revalidate()}
          />
        ) : null
      }
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
