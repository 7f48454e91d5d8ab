import { useLoaderData, useLocation } from 'react-router';
import type { PressListData } from '../../pressLoaders';
import { PressReleasesView } from './PressReleasesView';

/** The press releases: the route's loader fetches the page of the address (on the server). */
export function PressPage() {
  const data = useLoaderData() as PressListData;
  const { pathname, search } = useLocation();
  return <PressReleasesView data={data} retryHref={`${pathname}${search}`} />;
}
