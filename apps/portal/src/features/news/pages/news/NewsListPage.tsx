import { useLoaderData, useLocation } from 'react-router';
import type { NewsListData } from '../../publicNewsLoaders';
import { NewsListView } from './NewsListView';

/**
 * The public news list: the route's loader fetches the page of the address (on the server for
 * the first response), so a filtered page can be shared.
 */
export function NewsListPage() {
  const data = useLoaderData() as NewsListData;
  const { pathname, search } = useLocation();
  return <NewsListView data={data} retryHref={`${pathname}${search}`} />;
}
