import type { PageName } from './portalRoutes';

/**
 * The public pages a server renders as islands: the browser hydrates only their interactive
 * parts (`<Island>`), and a page without any loads no framework at all. Every other page
 * hydrates whole, until its interactive parts are islands too. The public 404 page is one.
 */
export const islandPages: ReadonlySet<string> = new Set<PageName>([
  'home',
  'axle-load-calculator',
  'finance-calculator',
  'dealer-finder',
  'contact',
  'financing-enquiry',
  'quote-request',
  'innovation-visit',
  'events',
  'event-detail',
  'marketplace',
  'marketplace-detail',
  'used-machines-compare',
  'used-machines',
  'used-machine-detail',
  'used-machine-search-end',
  'privacy',
  'imprint',
  'participation-terms',
  'terms-of-sale',
  'cancellation-policy',
  'traclink-product',
  'models',
  'model-detail',
  'model-section',
  'models-compare',
  'old-timers',
  'old-timer-detail',
  'news',
  'news-detail',
  'press',
  'press-detail',
  'press-photos',
  'user-reports',
  'user-report-detail',
  'user-report-create',
  'guestbook',
]);
