import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the newsletter page (parts.json), loaded with it and its islands. A module of
 * its own, so that only their chunks refer to these catalogs.
 */
export const portalNewsletterMessages: MessageCatalog = {
  de: () => import('./compiled/newsletter-de.json'),
  'de-at': () => import('./compiled/newsletter-de-at.json'),
  en: () => import('./compiled/newsletter-en.json'),
  fr: () => import('./compiled/newsletter-fr.json'),
  'fr-fr': () => import('./compiled/newsletter-fr-fr.json'),
};
