import { useLoaderData, useLocation } from 'react-router';
import type { TraclinkProductData } from './traclinkProductLoader';
import { TraclinkProductView } from './TraclinkProductView';

/**
 * The public TracLink product page with its prices: the route's loader fetches them (on the
 * server for the first response), so the page is whole without JavaScript and runs none.
 */
export function TraclinkProductPage() {
  const { product, catalogue } = useLoaderData() as TraclinkProductData;
  const { pathname, search } = useLocation();
  return (
    <TraclinkProductView
      product={product}
      catalogue={catalogue}
      retryHref={`${pathname}${search}`}
    />
  );
}
