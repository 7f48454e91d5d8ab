import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { closeMenus, closeMenusLikeMenus } from './menuDisclosures';

/** The header's menus close as menus do (menuDisclosures.ts), and after every navigation. */
export function useClosingDisclosures(rootRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();

  useEffect(() => {
    if (rootRef.current) closeMenus(rootRef.current);
  }, [rootRef, pathname]);

  useEffect(() => (rootRef.current ? closeMenusLikeMenus(rootRef.current) : undefined), [rootRef]);
}
