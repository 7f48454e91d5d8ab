import type { MessageCatalog } from '@lindner/i18n';

/**
 * The long texts of the legal pages (parts.json), loaded with those pages. A module of its own,
 * so that only their chunks refer to these catalogs and other pages do without them.
 */
export const portalLegalMessages: MessageCatalog = {
  de: () => import('./compiled/legal-de.json'),
  'de-at': () => import('./compiled/legal-de-at.json'),
  en: () => import('./compiled/legal-en.json'),
  fr: () => import('./compiled/legal-fr.json'),
  'fr-fr': () => import('./compiled/legal-fr-fr.json'),
};
