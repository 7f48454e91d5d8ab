import { useLoaderData } from 'react-router';
import type { HomeData } from '../../homeLoaders';
import { HomeView } from './HomeView';

/**
 * The public site's home page: the route's loader fetches the range, the offers of the month
 * and the next events on the server, each on its own, so one that fails leaves the rest.
 */
export function HomePage() {
  const data = useLoaderData() as HomeData;
  return <HomeView data={data} />;
}
