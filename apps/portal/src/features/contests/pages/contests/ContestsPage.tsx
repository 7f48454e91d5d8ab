import { useLoaderData, useLocation } from 'react-router';
import type { ContestListData } from '../../contestLoaders';
import { ContestsView } from './ContestsView';

/** The contests: the route's loader fetches them (on the server for the first response). */
export function ContestsPage() {
  const data = useLoaderData() as ContestListData;
  const { pathname, search } = useLocation();
  return <ContestsView data={data} retryHref={`${pathname}${search}`} />;
}
