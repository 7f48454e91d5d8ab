// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalContractsMessages } from '../../../../messages/contracts';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { FleetTraclinkPage } from './FleetTraclinkPage';

export const Component = withPageMessages([portalContractsMessages], FleetTraclinkPage);
