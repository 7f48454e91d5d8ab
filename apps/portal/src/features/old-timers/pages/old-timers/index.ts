// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the old-timers.
import { portalOldTimersMessages } from '../../../../messages/oldTimers';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadOldTimerList } from '../../oldTimerLoaders';
import { OldTimersPage } from './OldTimersPage';

export const Component = withPageMessages([portalOldTimersMessages], OldTimersPage);

export const loader = loadOldTimerList;
