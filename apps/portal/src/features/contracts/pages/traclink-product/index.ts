// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the list prices and answers a product other than mobile and
// smart with HTTP 404.
import { portalTraclinkMessages } from '../../../../messages/traclink';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadTraclinkProduct } from './traclinkProductLoader';
import { TraclinkProductPage } from './TraclinkProductPage';

export const Component = withPageMessages([portalTraclinkMessages], TraclinkProductPage);

export const loader = loadTraclinkProduct;
