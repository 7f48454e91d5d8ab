import {
  localizePath,
  locales,
  routeParamsIn,
  type Locale,
  type PublicRouteName,
  type RouteName,
  type RouteParams,
} from '@lindner/i18n';

/** The routes whose page exists; the frame links only to these, so it never leads to a 404. */
export type ExistingPages = ReadonlySet<RouteName>;

/** Entries of the navigation that are one page of a route with parameters. */
export const parameterizedEntries = {
  'traclink-mobile': { route: 'traclink-product', params: { product: 'mobile' } },
  'traclink-smart': { route: 'traclink-product', params: { product: 'smart' } },
} as const satisfies Record<string, { route: PublicRouteName; params: RouteParams }>;

type ParameterizedEntryName = keyof typeof parameterizedEntries;

/** The main navigation's sections, in order, each with its pages. */
export const mainNavigation = [
  { section: 'models', routes: ['models', 'old-timers'] },
  { section: 'used-machines', routes: ['used-machines'] },
  {
    section: 'service',
    routes: [
      'dealer-finder',
      'axle-load-calculator',
      'finance-calculator',
      'contact',
      'rmi',
      'traclink-mobile',
      'traclink-smart',
    ],
  },
  { section: 'community', routes: ['marketplace', 'user-reports', 'guestbook', 'contests'] },
  { section: 'news-events', routes: ['news', 'events', 'press', 'newsletter'] },
] as const satisfies readonly {
  section: string;
  routes: readonly (PublicRouteName | ParameterizedEntryName)[];
}[];

export type NavigationSectionName = (typeof mainNavigation)[number]['section'];
export type MainNavigationRouteName = (typeof mainNavigation)[number]['routes'][number];

/** The footer's links, in order. */
export const footerRoutes = [
  'privacy',
  'participation-terms',
  'terms-of-sale',
  'cancellation-policy',
  'imprint',
  'contact',
  'newsletter',
] as const satisfies readonly PublicRouteName[];

export type FooterRouteName = (typeof footerRoutes)[number];

export interface FrameLink<Name extends RouteName = RouteName> {
  name: Name;
  to: string;
}

export interface NavigationLink {
  name: MainNavigationRouteName;
  to: string;
}

export interface NavigationSection {
  section: NavigationSectionName;
  links: NavigationLink[];
}

/** The route and parameters of a navigation entry. */
function targetOf(name: MainNavigationRouteName): { route: PublicRouteName; params: RouteParams } {
  return name in parameterizedEntries
    ? parameterizedEntries[name as ParameterizedEntryName]
    : { route: name as PublicRouteName, params: {} };
}

/** The sections with at least one existing page, each with only its existing pages. */
export function navigationSections(existing: ExistingPages, locale: Locale): NavigationSection[] {
  return mainNavigation
    .map(({ section, routes }) => ({
      section,
      links: routes
        .filter((name) => existing.has(targetOf(name).route))
        .map((name) => {
          const { route, params } = targetOf(name);
          return { name, to: localizePath(route, params, locale) };
        }),
    }))
    .filter(({ links }) => links.length > 0);
}

/** The footer's links to existing pages. */
export function footerLinks(existing: ExistingPages, locale: Locale): FrameLink<FooterRouteName>[] {
  return footerRoutes
    .filter((name) => existing.has(name))
    .map((name) => ({ name, to: localizePath(name, {}, locale) }));
}

/** The link to a single page when it exists, else null: the home page, the personal area. */
export function linkIfExists<Name extends Exclude<RouteName, 'not-found'>>(
  name: Name,
  existing: ExistingPages,
  locale: Locale,
): FrameLink<Name> | null {
  return existing.has(name) ? { name, to: localizePath(name, {}, locale) } : null;
}

/** The route shown, as the router's matched handle and parameters give it. */
export interface ShownRoute {
  name: RouteName;
  params: RouteParams;
}

export interface LanguageLink {
  locale: Locale;
  to: string;
  current: boolean;
}

/**
 * The page shown in every locale: the same route with the same parameters. A page the table
 * does not hold (the 404 page) has no counterpart, so its links lead to each locale's home page,
 * and to nothing where that does not exist either.
 */
export function languageLinks(
  shown: ShownRoute | null,
  currentLocale: Locale,
  existing: ExistingPages,
): LanguageLink[] {
  return locales.flatMap((locale) => {
    const to = counterpartOf(shown, currentLocale, locale, existing);
    return to === null ? [] : [{ locale, to, current: locale === currentLocale }];
  });
}

function counterpartOf(
  shown: ShownRoute | null,
  currentLocale: Locale,
  locale: Locale,
  existing: ExistingPages,
): string | null {
  if (shown && shown.name !== 'not-found' && existing.has(shown.name)) {
    try {
      return localizePath(
        shown.name,
        routeParamsIn(shown.name, shown.params, currentLocale, locale),
        locale,
      );
    } catch {
      // A parameter is missing: fall through to the home page.
    }
  }
  return linkIfExists('home', existing, locale)?.to ?? null;
}
