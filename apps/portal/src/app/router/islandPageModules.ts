import type { PageModules } from './portalRoutes';

/**
 * The public pages, which the server renders whole and the browser hydrates only in their islands
 * (islandPages.ts names them for the browser, without their code). Each is loaded on its first
 * render.
 */
export const islandPageModules = {
  'axle-load-calculator': () => import('../../features/calculators/pages/axle-load-calculator'),
  'finance-calculator': () => import('../../features/calculators/pages/finance-calculator'),
  'dealer-finder': () => import('../../features/dealers/pages/dealer-finder'),
  'traclink-product': () => import('../../features/contracts/pages/traclink-product'),
  'used-machines': () => import('../../features/used-machines/pages/used-machines'),
  'used-machine-detail': () => import('../../features/used-machines/pages/used-machine-detail'),
  'used-machines-compare': () => import('../../features/used-machines/pages/used-machines-compare'),
  'used-machine-search-end': () =>
    import('../../features/used-machines/pages/used-machine-search-end'),
  events: () => import('../../features/events/pages/events'),
  'event-detail': () => import('../../features/events/pages/event-detail'),
  marketplace: () => import('../../features/marketplace/pages/marketplace'),
  'marketplace-detail': () => import('../../features/marketplace/pages/marketplace-detail'),
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
  rmi: () => import('../../features/forms/pages/rmi'),
  newsletter: () => import('../../features/newsletter/pages/newsletter'),
  registration: () => import('../../features/accounts/pages/registration'),
  models: () => import('../../features/models/pages/models'),
  'model-detail': () => import('../../features/models/pages/model-detail'),
  'model-section': () => import('../../features/models/pages/model-section'),
  'models-compare': () => import('../../features/models/pages/models-compare'),
  'old-timers': () => import('../../features/old-timers/pages/old-timers'),
  'old-timer-detail': () => import('../../features/old-timers/pages/old-timer-detail'),
  news: () => import('../../features/news/pages/news'),
  'news-detail': () => import('../../features/news/pages/news-detail'),
  press: () => import('../../features/press/pages/press'),
  'press-detail': () => import('../../features/press/pages/press-detail'),
  'press-photos': () => import('../../features/press/pages/press-photos'),
  'user-reports': () => import('../../features/user-reports/pages/user-reports'),
  'user-report-detail': () => import('../../features/user-reports/pages/user-report-detail'),
  'user-report-create': () => import('../../features/user-reports/pages/user-report-create'),
  guestbook: () => import('../../features/guestbook/pages/guestbook'),
  contests: () => import('../../features/contests/pages/contests'),
  'photo-contest': () => import('../../features/contests/pages/photo-contest'),
  'drawing-contest': () => import('../../features/contests/pages/drawing-contest'),
  'moment-contest': () => import('../../features/contests/pages/moment-contest'),
} satisfies PageModules;
