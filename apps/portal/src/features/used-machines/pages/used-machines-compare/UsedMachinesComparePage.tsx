import { useLoaderData, useLocation } from 'react-router';
import type { CompareData } from './compareLoader';
import { UsedMachinesCompareView } from './UsedMachinesCompareView';

/**
 * The comparison of `?ids=`: the route's loader fetches the machines (on the server for the
 * first response), so the page shows, and prints, without JavaScript too.
 */
export function UsedMachinesComparePage() {
  const data = useLoaderData() as CompareData;
  const { pathname, search } = useLocation();
  return <UsedMachinesCompareView data={data} retryHref={`${pathname}${search}`} />;
}
