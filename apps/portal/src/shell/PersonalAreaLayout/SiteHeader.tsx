import type { Locale } from '@lindner/i18n';
import type { ReactNode } from 'react';
import {
  languageLinks,
  linkIfExists,
  navigationSections,
  type ExistingPages,
} from '../publicNavigation';
import { PublicHeader } from '../PublicArea/PublicHeader';
import { useShownRoute } from '../useShownRoute';

/**
 * The public site's header above the personal area: the wordmark back to the home page, the
 * site's navigation and the language switch, which keeps the page shown. It folds on a phone as
 * on the public pages; the way into Mein Lindner it leaves out, being there. Only here the
 * header holds the signed-in user's notifications.
 */
export function SiteHeader({
  existingPages,
  locale,
  notifications,
}: {
  existingPages: ExistingPages;
  locale: Locale;
  notifications?: ReactNode;
}) {
  const shown = useShownRoute();
  return (
    <PublicHeader
      locale={locale}
      home={linkIfExists('home', existingPages, locale)}
      sections={navigationSections(existingPages, locale)}
      personalArea={null}
      languages={languageLinks(shown, locale, existingPages)}
      notifications={notifications}
    />
  );
}
