import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the personal area's classified-ads pages (parts.json), loaded with those pages. */
export const portalClassifiedAdsMessages: MessageCatalog = {
  de: () => import('./compiled/classified-ads-de.json'),
  'de-at': () => import('./compiled/classified-ads-de-at.json'),
  en: () => import('./compiled/classified-ads-en.json'),
  fr: () => import('./compiled/classified-ads-fr.json'),
  'fr-fr': () => import('./compiled/classified-ads-fr-fr.json'),
};
