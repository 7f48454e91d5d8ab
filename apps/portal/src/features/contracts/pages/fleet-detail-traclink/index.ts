// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalContractsMessages } from '../../../../messages/contracts';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TraclinkPage } from './TraclinkPage';

export const Component = withPageMessages([portalContractsMessages], TraclinkPage);
