import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { ModelFormData } from '../../modelChoices';
import { ModelFormView } from '../../ModelFormView';

/**
 * The innovation visit's page; its form sends to `POST /forms/innovation-visit`. A model page links here with
 * the model in the query (`?model=lintrac-130`), which the form has chosen already.
 */
export function InnovationVisitPage() {
  const data = useLoaderData() as ModelFormData;
  const { pathname, search } = useLocation();
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return (
    <ModelFormView
      form="innovation-visit"
      data={data}
      api={{ baseUrl, clientSegment }}
      retryHref={`${pathname}${search}`}
    />
  );
}
