import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { ModelPageData } from '../../modelLoaders';
import { ModelPageView } from './ModelPageView';

/**
 * A model's page, whole or one section of it: the route's loader fetches the model (on the
 * server for the first response; on the whole page with its used machines and the upcoming
 * events) and answers an unknown model or section with the 404 page.
 */
export function ModelPage() {
  const { model, section, related } = useLoaderData() as ModelPageData;
  const { pathname, search } = useLocation();
  const { baseUrl } = usePortalConfig().api;
  return (
    <ModelPageView
      model={model}
      section={section}
      related={related}
      retryHref={`${pathname}${search}`}
      apiBase={baseUrl}
    />
  );
}
