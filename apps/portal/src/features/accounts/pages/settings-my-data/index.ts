// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalAccountsMessages } from '../../../../messages/accounts';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { MyDataPage } from './MyDataPage';

export const Component = withPageMessages([portalAccountsMessages], MyDataPage);
