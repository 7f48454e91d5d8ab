import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { UserReportPageData } from '../../userReportLoaders';
import { UserReportView } from './UserReportView';

/**
 * A report's page: the route's loader fetches it (on the server for the first response) and
 * answers one that is not published with the 404 page. No island: the server's HTML is all.
 */
export function UserReportPage() {
  const { report } = useLoaderData() as UserReportPageData;
  const { api } = usePortalConfig();
  const { pathname, search } = useLocation();
  return (
    <UserReportView
      report={report}
      api={{ baseUrl: api.baseUrl, clientSegment: api.clientSegment }}
      retryHref={`${pathname}${search}`}
    />
  );
}
