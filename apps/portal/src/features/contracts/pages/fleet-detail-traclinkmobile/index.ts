// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
// The QR code's library comes with it, on this page only.
import { portalContractsMessages } from '../../../../messages/contracts';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TraclinkMobilePage } from './TraclinkMobilePage';

export const Component = withPageMessages([portalContractsMessages], TraclinkMobilePage);
