// The route's lazily loaded module (see app/router/pages.ts): `Component` and its `loader`.
import { portalContestFormMessages, portalContestsMessages } from '../../../../messages/contests';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { ContestPage } from '../../components/ContestPage';
import { contestLoader } from '../../contestLoaders';

export const Component = withPageMessages(
  [portalContestsMessages, portalContestFormMessages],
  ContestPage,
);

export const loader = contestLoader('photo-contest');
