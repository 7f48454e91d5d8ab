// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalOrdersMessages } from '../../../../messages/orders';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { OrdersReviewPage } from './OrdersReviewPage';

export const Component = withPageMessages([portalOrdersMessages], OrdersReviewPage);
