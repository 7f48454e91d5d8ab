import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { UserReportListData } from '../../userReportLoaders';
import { UserReportsView } from './UserReportsView';

/**
 * The user reports' list: the route's loader fetches the page the address asks for (on the
 * server for the first response), so a filtered list and its pages can be shared.
 */
export function UserReportsPage() {
  const data = useLoaderData() as UserReportListData;
  const { api } = usePortalConfig();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSearch = useCallback(
    (search: string) => void navigate(`${pathname}${search}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return (
    <UserReportsView
      data={data}
      action={pathname}
      api={{ baseUrl: api.baseUrl, clientSegment: api.clientSegment }}
      onSearch={onSearch}
      retryHref={`${pathname}${search}`}
    />
  );
}
