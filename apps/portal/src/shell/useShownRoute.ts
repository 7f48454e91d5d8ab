import type { RouteName, RouteParams } from '@lindner/i18n';
import { useMatches } from 'react-router';
import type { ShownRoute } from './publicNavigation';

/** The route of the page shown, from the handle the route table gave its router route. */
export function useShownRoute(): ShownRoute | null {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as { name?: RouteName } | undefined;
  return leaf && handle?.name ? { name: handle.name, params: leaf.params as RouteParams } : null;
}
