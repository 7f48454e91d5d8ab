import { useLocale, type Locale } from '@lindner/i18n';
import { useLocation } from 'react-router';
import { localeOfPath } from './localeOfPath';

/**
 * The locale of the page shown: the URL's, else the portal's. Links are built with it, so they
 * stay in the URL's language while that language's messages are still loading.
 */
export function usePageLocale(): Locale {
  const contextLocale = useLocale();
  return localeOfPath(useLocation().pathname) ?? contextLocale;
}
