// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { checkoutMessages } from '@lindner/checkout';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { WarrantyCheckoutPage } from '../../CheckoutPage';

export const Component = withPageMessages([checkoutMessages], WarrantyCheckoutPage);
