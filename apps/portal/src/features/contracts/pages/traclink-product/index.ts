// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and a `loader` that answers a product other than mobile and smart with HTTP 404.
import type { LoaderFunctionArgs } from 'react-router';
import { portalTraclinkMessages } from '../../../../messages/traclink';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { isTraclinkProductName } from '../../traclinkProduct';
import { TraclinkProductPage } from './TraclinkProductPage';

export const Component = withPageMessages([portalTraclinkMessages], TraclinkProductPage);

export function loader({ params }: LoaderFunctionArgs) {
  if (!isTraclinkProductName(params.product)) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return { product: params.product };
}
