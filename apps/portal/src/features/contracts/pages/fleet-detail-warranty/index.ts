// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalContractsMessages } from '../../../../messages/contracts';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { WarrantyPage } from './WarrantyPage';

export const Component = withPageMessages([portalContractsMessages], WarrantyPage);
