// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalOrdersMessages } from '../../../../messages/orders';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { OrdersPage } from './OrdersPage';

export const Component = withPageMessages([portalOrdersMessages], OrdersPage);
