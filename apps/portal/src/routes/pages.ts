import type { PageModules } from './portalRoutes';

/**
 * The routes whose page exists, each loaded on its first visit. Every other route of the table
 * shows the 404 page until its issue adds it here.
 */
export const pages: PageModules = {
  dashboard: () => import('../pages/dashboard'),
  profile: () => import('../pages/profile'),
  'profile-farm': () => import('../pages/profile-farm'),
  'profile-password': () => import('../pages/profile-password'),
  settings: () => import('../pages/settings'),
  'settings-newsletter-contact': () => import('../pages/settings-newsletter-contact'),
  'settings-gdpr': () => import('../pages/settings-gdpr'),
  'axle-load-calculator': () => import('../pages/axle-load-calculator'),
  'finance-calculator': () => import('../pages/finance-calculator'),
  'dealer-finder': () => import('../pages/dealer-finder'),
};
