import { fetchTraclinkCatalogue } from '@lindner/api';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { catalogueProductOf, isTraclinkProductName } from '../../traclinkProduct';
import { TraclinkProductView, type CatalogueState } from './TraclinkProductView';

/**
 * The public TracLink product page with its prices: the copy renders on the server, the list
 * prices (`GET /catalogue/traclink`) are fetched in the browser. The route's loader answers
 * any other product with a 404.
 */
export function TraclinkProductPage() {
  const { product } = useParams();
  const intl = useIntl();
  const { baseUrl, clientSegment } = usePortalConfig().api;
  const [attempt, setAttempt] = useState(0);
  const [catalogue, setCatalogue] = useState<CatalogueState>({ state: 'loading' });
  const name = isTraclinkProductName(product) ? product : null;

  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    fetchTraclinkCatalogue({
      baseUrl,
      clientSegment,
      locale: intl.locale,
      signal: controller.signal,
    }).then(
      (products) => setCatalogue({ state: 'content', product: catalogueProductOf(products, name) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching the TracLink catalogue', error);
        setCatalogue({
          state: 'error',
          retry: () => {
            setCatalogue({ state: 'loading' });
            setAttempt((count) => count + 1);
          },
        });
      },
    );
    return () => controller.abort();
  }, [baseUrl, clientSegment, intl.locale, name, attempt]);

  return name ? <TraclinkProductView product={name} catalogue={catalogue} /> : null;
}
