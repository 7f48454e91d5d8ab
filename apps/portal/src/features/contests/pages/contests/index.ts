// The route's lazily loaded module (see app/router/pages.ts): `Component` and its `loader`.
import { portalContestsMessages } from '../../../../messages/contests';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadContestList } from '../../contestLoaders';
import { ContestsPage } from './ContestsPage';

export const Component = withPageMessages([portalContestsMessages], ContestsPage);

export const loader = loadContestList;
