import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { OldTimerListData } from '../../oldTimerLoaders';
import { OldTimersView } from './OldTimersView';

/**
 * The old-timer list: the route's loader fetches the old-timers (on the server for the first
 * response) and reads the series of the URL, so a filtered list can be shared.
 */
export function OldTimersPage() {
  const data = useLoaderData() as OldTimerListData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return (
    <OldTimersView
      data={data}
      action={pathname}
      onSearch={onSearch}
      retryHref={`${pathname}${search}`}
    />
  );
}
