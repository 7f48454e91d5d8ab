import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { EventListData } from '../../eventLoaders';
import { EventsView } from './EventsView';

/**
 * The events' list: the route's loader reads the filters from the URL and fetches the events
 * (on the server for the first response), so a filtered list can be shared and Back restores it.
 */
export function EventsPage() {
  const data = useLoaderData() as EventListData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const onSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return (
    <EventsView
      data={data}
      action={pathname}
      loading={loading}
      onSearch={onSearch}
      retryHref={`${pathname}${search}`}
    />
  );
}
