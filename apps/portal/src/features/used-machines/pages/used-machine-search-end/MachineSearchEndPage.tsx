import { useLoaderData, useLocation } from 'react-router';
import type { SearchEndData } from './searchEndLoader';
import { MachineSearchEndView } from './MachineSearchEndView';

/**
 * The page a saved search's mail links to: its loader fetches the search by the link's token
 * (on the server for the first response); the page's island ends it.
 */
export function MachineSearchEndPage() {
  const data = useLoaderData() as SearchEndData;
  const { pathname, search } = useLocation();
  return <MachineSearchEndView data={data} retryHref={`${pathname}${search}`} />;
}
