import { localizePath, type Locale, type PersonalRouteName, type RouteParams } from '@lindner/i18n';

/** The side navigation's entries, in order (SPEC.md section 2). */
export const sideNavRoutes = [
  'dashboard',
  'profile',
  'upfront-news',
  'fleet',
  'services',
  'trainings',
  'classified-ads',
  'settings',
  'orders',
  'bookmarks',
  // Beyond SPEC.md's list: what the user wrote in the community, and its review's state.
  'my-posts',
] as const satisfies readonly PersonalRouteName[];

export type SideNavRouteName = (typeof sideNavRoutes)[number];

/** Pages shown as header tabs of one section; the first is the section's root. */
export const tabGroups = {
  profile: ['profile', 'profile-farm', 'profile-password'],
  fleet: ['fleet', 'fleet-traclink', 'fleet-add-vehicle', 'fleet-transfers'],
  vehicle: [
    'fleet-detail',
    'fleet-detail-warranty',
    'fleet-detail-traclink',
    'fleet-detail-traclinkmobile',
  ],
  'classified-ads': ['classified-ads', 'classified-ads-manage'],
  settings: ['settings', 'settings-newsletter-contact', 'settings-gdpr', 'settings-my-data'],
} as const satisfies Record<string, readonly PersonalRouteName[]>;

export type TabGroupName = keyof typeof tabGroups;
export type TabRouteName = (typeof tabGroups)[TabGroupName][number];

/** Where a page's back link leads: the page it was opened from. */
const parents: Partial<Record<PersonalRouteName, PersonalRouteName>> = {
  'upfront-news-detail': 'upfront-news',
  'fleet-detail': 'fleet',
  'fleet-detail-warranty': 'fleet',
  'fleet-detail-traclink': 'fleet',
  'fleet-detail-traclinkmobile': 'fleet',
  'fleet-detail-add-average': 'fleet-detail',
  'fleet-detail-add-operation': 'fleet-detail',
  'fleet-detail-warranty-checkout': 'fleet-detail-warranty',
  'fleet-detail-traclink-checkout': 'fleet-detail-traclink',
  'trainings-detail': 'trainings',
  'order-confirmation': 'orders',
};

export interface NavigationTarget<Name extends PersonalRouteName = PersonalRouteName> {
  name: Name;
  to: string;
}

/** Entries only staff see (realm role `staff`), each with the entry it follows. */
export const staffNavRoutes = [
  { name: 'fleet-review', after: 'fleet' },
  { name: 'orders-review', after: 'orders' },
  { name: 'editorial-review', after: 'my-posts' },
  { name: 'editorial-news', after: 'my-posts' },
  { name: 'editorial-press-photos', after: 'my-posts' },
] as const satisfies readonly {
  name: PersonalRouteName;
  after: SideNavRouteName;
}[];

export type StaffNavRouteName = (typeof staffNavRoutes)[number]['name'];

/** The side navigation's links in a locale; with `staff`, the staff's entries as well. */
export function sideNavTargets(
  locale: Locale,
  { staff = false }: { staff?: boolean } = {},
): NavigationTarget<SideNavRouteName | StaffNavRouteName>[] {
  return sideNavRoutes.flatMap((name) => [
    { name, to: localizePath(name, {}, locale) },
    ...(staff ? staffNavRoutes : [])
      .filter(({ after }) => after === name)
      .map((entry) => ({ name: entry.name, to: localizePath(entry.name, {}, locale) })),
  ]);
}

/** The tab group a route belongs to, with its tabs' links; null for a page without tabs. */
export function headerTabsOf(
  name: PersonalRouteName,
  params: RouteParams,
  locale: Locale,
): { group: TabGroupName; tabs: NavigationTarget<TabRouteName>[] } | null {
  for (const group of Object.keys(tabGroups) as TabGroupName[]) {
    const names: readonly TabRouteName[] = tabGroups[group];
    if (!names.includes(name as TabRouteName)) continue;
    return {
      group,
      tabs: names.map((tab) => ({ name: tab, to: localizePath(tab, params, locale) })),
    };
  }
  return null;
}

/** The back link's target of a route; null for a page without a parent. */
export function backLinkOf(
  name: PersonalRouteName,
  params: RouteParams,
  locale: Locale,
): NavigationTarget | null {
  const parent = parents[name];
  return parent ? { name: parent, to: localizePath(parent, params, locale) } : null;
}
