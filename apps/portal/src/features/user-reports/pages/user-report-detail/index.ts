// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the report and answers one that is not published with HTTP 404.
import { portalUserReportsMessages } from '../../../../messages/userReports';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadUserReport } from '../../userReportLoaders';
import { UserReportPage } from './UserReportPage';

export const Component = withPageMessages([portalUserReportsMessages], UserReportPage);

export const loader = loadUserReport;
