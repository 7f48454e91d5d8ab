// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches one page of the reports.
import { portalUserReportsMessages } from '../../../../messages/userReports';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadUserReportList } from '../../userReportLoaders';
import { UserReportsPage } from './UserReportsPage';

export const Component = withPageMessages([portalUserReportsMessages], UserReportsPage);

export const loader = loadUserReportList;
