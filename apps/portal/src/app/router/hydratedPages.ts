import type { PageModules } from './portalRoutes';

/**
 * The pages the browser's router renders and hydrates whole: the personal area's. Each is loaded
 * on its first visit. The public pages are islands (islandPageModules.ts): the browser loads them
 * as documents, so the portal's script carries none of them.
 */
export const hydratedPages = {
  dashboard: () => import('../../features/dashboard/pages/dashboard'),
  profile: () => import('../../features/profile/pages/profile'),
  'profile-farm': () => import('../../features/farm/pages/profile-farm'),
  'profile-password': () => import('../../features/profile/pages/profile-password'),
  'upfront-news': () => import('../../features/news/pages/upfront-news'),
  'upfront-news-detail': () => import('../../features/news/pages/upfront-news-detail'),
  'editorial-news': () => import('../../features/news/pages/editorial-news'),
  fleet: () => import('../../features/fleet/pages/fleet'),
  'fleet-add-vehicle': () => import('../../features/fleet/pages/fleet-add-vehicle'),
  'fleet-detail': () => import('../../features/fleet/pages/fleet-detail'),
  'fleet-detail-add-operation': () =>
    import('../../features/fleet/pages/fleet-detail-add-operation'),
  'fleet-detail-add-average': () => import('../../features/fleet/pages/fleet-detail-add-average'),
  'fleet-review': () => import('../../features/fleet/pages/fleet-review'),
  'fleet-transfers': () => import('../../features/fleet/pages/fleet-transfers'),
  'fleet-detail-traclink-checkout': () =>
    import('../../features/checkout/pages/fleet-detail-traclink-checkout'),
  'fleet-detail-warranty-checkout': () =>
    import('../../features/checkout/pages/fleet-detail-warranty-checkout'),
  'fleet-traclink': () => import('../../features/contracts/pages/fleet-traclink'),
  'fleet-detail-warranty': () => import('../../features/contracts/pages/fleet-detail-warranty'),
  'fleet-detail-traclink': () => import('../../features/contracts/pages/fleet-detail-traclink'),
  'fleet-detail-traclinkmobile': () =>
    import('../../features/contracts/pages/fleet-detail-traclinkmobile'),
  'classified-ads': () => import('../../features/marketplace/pages/classified-ads'),
  'classified-ads-manage': () => import('../../features/marketplace/pages/classified-ads-manage'),
  orders: () => import('../../features/orders/pages/orders'),
  'order-confirmation': () => import('../../features/orders/pages/order-confirmation'),
  'orders-review': () => import('../../features/orders/pages/orders-review'),
  services: () => import('../../features/services/pages/services'),
  settings: () => import('../../features/settings/pages/settings'),
  'settings-newsletter-contact': () =>
    import('../../features/settings/pages/settings-newsletter-contact'),
  'settings-gdpr': () => import('../../features/settings/pages/settings-gdpr'),
  'settings-my-data': () => import('../../features/accounts/pages/settings-my-data'),
  bookmarks: () => import('../../features/used-machines/pages/bookmarks'),
  trainings: () => import('../../features/events/pages/trainings'),
  'trainings-detail': () => import('../../features/events/pages/trainings-detail'),
  'editorial-press-photos': () => import('../../features/press/pages/editorial-press-photos'),
  'editorial-review': () => import('../../features/editorial/pages/editorial-review'),
  'my-posts': () => import('../../features/editorial/pages/my-posts'),
} satisfies PageModules;
