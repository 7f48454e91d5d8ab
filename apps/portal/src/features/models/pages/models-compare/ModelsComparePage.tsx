import { useLoaderData, useLocation } from 'react-router';
import type { ModelsCompareData } from './compareLoader';
import { ModelsCompareView } from './ModelsCompareView';

/**
 * The comparison of `?models=`: the route's loader fetches the models (on the server for the
 * first response), so the page shows, filters and prints without JavaScript too.
 */
export function ModelsComparePage() {
  const data = useLoaderData() as ModelsCompareData;
  const { pathname, search } = useLocation();
  return <ModelsCompareView data={data} retryHref={`${pathname}${search}`} />;
}
