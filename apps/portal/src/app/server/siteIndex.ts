import {
  intlTag,
  languageOf,
  localizedRoutes,
  locales,
  localizePath,
  personalAreaBase,
  type Locale,
  type RouteParams,
} from '@lindner/i18n';
import { pages } from '../router/pages';

/** Pages whose content comes from the visitor's choice (`?ids=`), not for search engines. */
const unlistedRoutes: ReadonlySet<string> = new Set(['used-machines-compare']);

/** Public pages that exist and need no parameter: what search engines may list. */
function listedRoutes() {
  return localizedRoutes.filter(
    (route) =>
      route.area === 'public' &&
      route.locale === 'de' &&
      route.name in pages &&
      !unlistedRoutes.has(route.name) &&
      !route.path.includes(':'),
  );
}

type ListedPage = { name: (typeof localizedRoutes)[number]['name']; params: RouteParams };

/** Pages of routes with a parameter that search engines may list, each by its parameters. */
const listedParameterPages: ListedPage[] = [
  { name: 'traclink-product', params: { product: 'mobile' } },
  { name: 'traclink-product', params: { product: 'smart' } },
];

/** `sitemap.xml`: every listed page in every locale, each with its siblings in the others. */
export function sitemapXml(publicUrl: string): string {
  const address = ({ name, params }: ListedPage, locale: Locale) =>
    escapeXml(`${publicUrl}${localizePath(name, params, locale)}`);
  const listed: ListedPage[] = [
    ...listedRoutes().map(({ name }) => ({ name, params: {} })),
    ...listedParameterPages.filter(({ name }) => name in pages),
  ];
  const entries = listed.flatMap((page) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (each) =>
            `<xhtml:link rel="alternate" hreflang="${intlTag(each)}" href="${address(page, each)}"/>`,
        )
        .join('');
      return `<url><loc>${address(page, locale)}</loc>${alternates}</url>`;
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
