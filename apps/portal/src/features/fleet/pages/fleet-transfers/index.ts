// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalFleetMessages } from '../../../../messages/fleet';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TransfersPage } from './TransfersPage';

export const Component = withPageMessages([portalFleetMessages], TransfersPage);
