import type { PageModules } from './portalRoutes';

/**
 * The routes whose page exists, each loaded on its first visit. Every other route of the table
 * shows the 404 page until its issue adds it here.
 */
export const pages: PageModules = {
  dashboard: () => import('../../features/dashboard/pages/dashboard'),
  profile: () => import('../../features/profile/pages/profile'),
  'profile-farm': () => import('../../features/farm/pages/profile-farm'),
  'profile-password': () => import('../../features/profile/pages/profile-password'),
  'upfront-news': () => import('../../features/news/pages/upfront-news'),
  'upfront-news-detail': () => import('../../features/news/pages/upfront-news-detail'),
  fleet: () => import('../../features/fleet/pages/fleet'),
  'fleet-add-vehicle': () => import('../../features/fleet/pages/fleet-add-vehicle'),
  'fleet-detail': () => import('../../features/fleet/pages/fleet-detail'),
  'fleet-detail-add-operation': () =>
    import('../../features/fleet/pages/fleet-detail-add-operation'),
  'fleet-detail-add-average': () => import('../../features/fleet/pages/fleet-detail-add-average'),
  'fleet-review': () => import('../../features/fleet/pages/fleet-review'),
  'fleet-detail-traclink-checkout': () =>
    import('../../features/checkout/pages/fleet-detail-traclink-checkout'),
  'fleet-detail-warranty-checkout': () =>
    import('../../features/checkout/pages/fleet-detail-warranty-checkout'),
  'fleet-traclink': () => import('../../features/contracts/pages/fleet-traclink'),
  'fleet-detail-warranty': () => import('../../features/contracts/pages/fleet-detail-warranty'),
  'fleet-detail-traclink': () => import('../../features/contracts/pages/fleet-detail-traclink'),
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
  'axle-load-calculator': () => import('../../features/calculators/pages/axle-load-calculator'),
  'finance-calculator': () => import('../../features/calculators/pages/finance-calculator'),
  'dealer-finder': () => import('../../features/dealers/pages/dealer-finder'),
  'traclink-product': () => import('../../features/contracts/pages/traclink-product'),
  'used-machines': () => import('../../features/used-machines/pages/used-machines'),
  'used-machine-detail': () => import('../../features/used-machines/pages/used-machine-detail'),
  'used-machines-compare': () => import('../../features/used-machines/pages/used-machines-compare'),
  'used-machine-search-end': () =>
    import('../../features/used-machines/pages/used-machine-search-end'),
  bookmarks: () => import('../../features/used-machines/pages/bookmarks'),
  events: () => import('../../features/events/pages/events'),
  'event-detail': () => import('../../features/events/pages/event-detail'),
  marketplace: () => import('../../features/marketplace/pages/marketplace'),
  'marketplace-detail': () => import('../../features/marketplace/pages/marketplace-detail'),
  trainings: () => import('../../features/events/pages/trainings'),
  'trainings-detail': () => import('../../features/events/pages/trainings-detail'),
  home: () => import('../../features/home/pages/home'),
  privacy: () => import('../../features/legal/pages/privacy'),
  'participation-terms': () => import('../../features/legal/pages/participation-terms'),
  'terms-of-sale': () => import('../../features/legal/pages/terms-of-sale'),
  'cancellation-policy': () => import('../../features/legal/pages/cancellation-policy'),
  imprint: () => import('../../features/legal/pages/imprint'),
  contact: () => import('../../features/forms/pages/contact'),
  'financing-enquiry': () => import('../../features/forms/pages/financing-enquiry'),
  'quote-request': () => import('../../features/forms/pages/quote-request'),
  'innovation-visit': () => import('../../features/forms/pages/innovation-visit'),
  models: () => import('../../features/models/pages/models'),
  'model-detail': () => import('../../features/models/pages/model-detail'),
  'model-section': () => import('../../features/models/pages/model-section'),
  'models-compare': () => import('../../features/models/pages/models-compare'),
};
