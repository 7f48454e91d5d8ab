import type { Locale } from '@lindner/i18n';
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
 * on the public pages; the way into Mein Lindner it leaves out, being there.
 */
export function SiteHeader({
  existingPages,
  locale,
}: {
  existingPages: ExistingPages;
  locale: Locale;
}) {
  const shown = useShownRoute();
  return (
    <PublicHeader
      locale={locale}
      home={linkIfExists('home', existingPages, locale)}
      sections={navigationSections(existingPages, locale)}
      personalArea={null}
      languages={languageLinks(shown, locale, existingPages)}
    />
  );
}
