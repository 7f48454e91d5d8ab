import {
  intlTag,
  languageOf,
  localizedRoutes,
  locales,
  localizePath,
  personalAreaBase,
  type Locale,
} from '@lindner/i18n';
import { pages } from '../router/pages';

/** Public pages that exist and need no parameter: what search engines may list. */
function listedRoutes() {
  return localizedRoutes.filter(
    (route) =>
      route.area === 'public' &&
      route.locale === 'de' &&
      route.name in pages &&
      !route.path.includes(':'),
  );
}

/** `sitemap.xml`: every listed page in every locale, each with its siblings in the others. */
export function sitemapXml(publicUrl: string): string {
  const address = (name: (typeof localizedRoutes)[number]['name'], locale: Locale) =>
    escapeXml(`${publicUrl}${localizePath(name, {}, locale)}`);
  const entries = listedRoutes().flatMap(({ name }) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (each) =>
            `<xhtml:link rel="alternate" hreflang="${intlTag(each)}" href="${address(name, each)}"/>`,
        )
        .join('');
      return `<url><loc>${address(name, locale)}</loc>${alternates}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${entries.join('')}</urlset>\n`
  );
}

/** `robots.txt`: the personal area and the API are not for search engines. */
export function robotsTxt(publicUrl: string): string {
  const personal = locales.map(
    (locale) => `Disallow: /${locale}/${personalAreaBase[languageOf(locale)]}/`,
  );
  return [
    'User-agent: *',
    ...personal,
    'Disallow: /api/',
    'Disallow: /realms/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
