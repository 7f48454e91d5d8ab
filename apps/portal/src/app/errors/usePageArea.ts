import { useMatches } from 'react-router';
import type { PortalRouteHandle } from '../router/portalRoutes';

/** The area of the page shown, by its route (an unknown address under Mein Lindner is personal). */
export function usePageArea(): 'public' | 'personal' {
  const leaf = useMatches().at(-1)?.handle as PortalRouteHandle | undefined;
  return leaf?.area === 'personal' ? 'personal' : 'public';
}
