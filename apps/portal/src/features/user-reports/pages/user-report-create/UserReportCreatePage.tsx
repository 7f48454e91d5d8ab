import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { UserReportFormData } from '../../userReportLoaders';
import { UserReportCreateView } from './UserReportCreateView';

/** Writing a report; the form sends to `POST /user-reports` (its pictures first, one by one). */
export function UserReportCreatePage() {
  const data = useLoaderData() as UserReportFormData;
  const config = usePortalConfig();
  const { pathname, search } = useLocation();
  return <UserReportCreateView data={data} config={config} retryHref={`${pathname}${search}`} />;
}
