import { fetchTraclinkCatalogue } from '@lindner/api/client';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../../../shared/publicApiOptions';
import {
  catalogueProductOf,
  isTraclinkProductName,
  type TraclinkProductName,
} from '../../traclinkProduct';
import type { CatalogueState } from './TraclinkProductView';

export interface TraclinkProductData {
  product: TraclinkProductName;
  catalogue: CatalogueState;
}

/**
 * The product page's loader: HTTP 404 for a product other than mobile and smart, else its list
 * prices (`GET /catalogue/traclink`), fetched on the server for the first response. A failed
 * fetch shows in the page with Retry rather than as an error page.
 */
export async function loadTraclinkProduct({
  request,
  params,
}: LoaderFunctionArgs): Promise<TraclinkProductData> {
  const { product } = params;
  if (!isTraclinkProductName(product)) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  try {
    const products = await fetchTraclinkCatalogue(publicApiOptionsOf(request));
    return {
      product,
      catalogue: { state: 'content', product: catalogueProductOf(products, product) },
    };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the TracLink catalogue', error);
    return { product, catalogue: { state: 'error' } };
  }
}
