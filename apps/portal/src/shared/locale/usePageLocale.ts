import { useLocale, type Locale } from '@lindner/i18n';
import { useContext } from 'react';
import { UNSAFE_LocationContext, type Location } from 'react-router';
import { localeOfPath } from './localeOfPath';

/**
 * The locale of the page shown: the URL's, else the portal's. Links are built with it, so they
 * stay in the URL's language while that language's messages are still loading. An island the
 * browser hydrates on its own has no router: there its own locale is the page's.
 */
export function usePageLocale(): Locale {
  const contextLocale = useLocale();
  // The router's location without `useLocation`, which throws outside a router.
  const routed = useContext(UNSAFE_LocationContext) as { location: Location } | null;
  return (routed ? localeOfPath(routed.location.pathname) : null) ?? contextLocale;
}
