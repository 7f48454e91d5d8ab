import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the public TracLink product pages (parts.json), loaded with those pages. */
export const portalTraclinkMessages: MessageCatalog = {
  de: () => import('./compiled/traclink-de.json'),
  'de-at': () => import('./compiled/traclink-de-at.json'),
  en: () => import('./compiled/traclink-en.json'),
  fr: () => import('./compiled/traclink-fr.json'),
  'fr-fr': () => import('./compiled/traclink-fr-fr.json'),
};
