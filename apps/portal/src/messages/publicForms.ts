import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the public forms, contact and financing enquiry (parts.json), loaded with those
 * pages. A module of its own, so that only their chunks refer to these catalogs.
 */
export const portalPublicFormsMessages: MessageCatalog = {
  de: () => import('./compiled/public-forms-de.json'),
  'de-at': () => import('./compiled/public-forms-de-at.json'),
  en: () => import('./compiled/public-forms-en.json'),
  fr: () => import('./compiled/public-forms-fr.json'),
  'fr-fr': () => import('./compiled/public-forms-fr-fr.json'),
};
