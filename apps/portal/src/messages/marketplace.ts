import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the marketplace's public pages (parts.json), loaded with those pages. */
export const portalMarketplaceMessages: MessageCatalog = {
  de: () => import('./compiled/marketplace-de.json'),
  'de-at': () => import('./compiled/marketplace-de-at.json'),
  en: () => import('./compiled/marketplace-en.json'),
  fr: () => import('./compiled/marketplace-fr.json'),
  'fr-fr': () => import('./compiled/marketplace-fr-fr.json'),
};
