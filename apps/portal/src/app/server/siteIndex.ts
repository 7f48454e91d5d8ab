import {
  intlTag,
  languageOf,
  localizedRoutes,
  locales,
  localizePath,
  modelSectionSegment,
  personalAreaBase,
  type Locale,
  type ModelSectionName,
  type RouteParams,
} from '@lindner/i18n';
import { pages } from '../router/pages';

/**
 * Pages not for search engines: those whose content comes from the visitor's choice (`?ids=`),
 * and the farewell after an account's deletion.
 */
const unlistedRoutes: ReadonlySet<string> = new Set([
  'used-machines-compare',
  'models-compare',
  'account-deleted',
]);

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

type ListedPage = {
  name: (typeof localizedRoutes)[number]['name'];
  /** The page's parameters in a locale (a model section's segment differs by language). */
  params: RouteParams | ((locale: Locale) => RouteParams);
};

/**
 * What the database holds that has pages of its own: the models with their sections, the
 * old-timers, and the published news articles, press releases and user reports.
 */
export interface ListedContent {
  models: readonly { id: string; sections: readonly ModelSectionName[] }[];
  oldTimers: readonly { id: string }[];
  news: readonly { slug: string }[];
  pressReleases: readonly { slug: string }[];
  userReports: readonly { slug: string }[];
}

const noContent: ListedContent = {
  models: [],
  oldTimers: [],
  news: [],
  pressReleases: [],
  userReports: [],
};

/** Pages of routes with a parameter that search engines may list, each by its parameters. */
const listedParameterPages: ListedPage[] = [
  { name: 'traclink-product', params: { product: 'mobile' } },
  { name: 'traclink-product', params: { product: 'smart' } },
];

/** Each model's page and the pages of its sections. */
function modelPages({ models }: ListedContent): ListedPage[] {
  return models.flatMap(({ id, sections }) => [
    { name: 'model-detail', params: { slug: id } },
    ...sections.map((section): ListedPage => ({
      name: 'model-section',
      params: (locale) => ({ slug: id, section: modelSectionSegment(section, locale) }),
    })),
  ]);
}

/** Each old-timer's page. */
function oldTimerPages({ oldTimers }: ListedContent): ListedPage[] {
  return oldTimers.map(({ id }) => ({ name: 'old-timer-detail', params: { slug: id } }));
}

/** Each published news article's, press release's and user report's page. */
function articlePages({ news, pressReleases, userReports }: ListedContent): ListedPage[] {
  const pagesOf = (name: ListedPage['name'], rows: readonly { slug: string }[]) =>
    rows.map(({ slug }): ListedPage => ({ name, params: { slug } }));
  return [
    ...pagesOf('news-detail', news),
    ...pagesOf('press-detail', pressReleases),
    ...pagesOf('user-report-detail', userReports),
  ];
}

/** `sitemap.xml`: every listed page in every locale, each with its siblings in the others. */
export function sitemapXml(publicUrl: string, content: ListedContent = noContent): string {
  const address = ({ name, params }: ListedPage, locale: Locale) =>
    escapeXml(
      `${publicUrl}${localizePath(name, typeof params === 'function' ? params(locale) : params, locale)}`,
    );
  const listed: ListedPage[] = [
    ...listedRoutes().map(({ name }) => ({ name, params: {} })),
    ...[
      ...listedParameterPages,
      ...modelPages(content),
      ...oldTimerPages(content),
      ...articlePages(content),
    ].filter(({ name }) => name in pages),
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
