import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { ModelFormData } from '../../modelChoices';
import { ModelFormView } from '../../ModelFormView';

/**
 * The quote request's page; its form sends to `POST /forms/quote-request`. A model page links here with
 * the model in the query (`?model=lintrac-130`), which the form has chosen already.
 */
export function QuoteRequestPage() {
  const data = useLoaderData() as ModelFormData;
  const { pathname, search } = useLocation();
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return (
    <ModelFormView
      form="quote-request"
      data={data}
      api={{ baseUrl, clientSegment }}
      retryHref={`${pathname}${search}`}
    />
  );
}
