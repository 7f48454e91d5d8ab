// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the models to choose from.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import { portalUserReportsMessages } from '../../../../messages/userReports';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadUserReportForm } from '../../userReportLoaders';
import { UserReportCreatePage } from './UserReportCreatePage';

// The field checks speak with the API's field messages, which are in its personal-area part;
// the model select's "please choose" is the public forms'.
export const Component = withPageMessages(
  [portalUserReportsMessages, portalPublicFormsMessages, apiPersonalAreaMessages],
  UserReportCreatePage,
);

export const loader = loadUserReportForm;
