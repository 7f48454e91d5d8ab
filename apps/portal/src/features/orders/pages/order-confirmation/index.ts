// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalOrdersMessages } from '../../../../messages/orders';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { OrderConfirmationPage } from './OrderConfirmationPage';

export const Component = withPageMessages([portalOrdersMessages], OrderConfirmationPage);
