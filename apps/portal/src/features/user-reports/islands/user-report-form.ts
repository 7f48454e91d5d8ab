import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { portalPublicFormsMessages } from '../../../messages';
import { portalUserReportsMessages } from '../../../messages/userReports';
import { defineIsland } from '../../../shared/islands';
import { UserReportForm } from '../components/UserReportForm';

/**
 * The report form with its sign-on, hydrated on its own. The field errors' texts are in the
 * API's personal-area part, the select's "please choose" in the public forms' part; the
 * sign-on's texts are for its error page.
 */
export const userReportFormIsland = defineIsland({
  name: 'user-report-form',
  catalogs: [
    portalUserReportsMessages,
    portalPublicFormsMessages,
    apiMessages,
    apiPersonalAreaMessages,
    authMessages,
  ],
  Component: UserReportForm,
});
