import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the order pages (parts.json), loaded with those pages. */
export const portalOrdersMessages: MessageCatalog = {
  de: () => import('./compiled/orders-de.json'),
  'de-at': () => import('./compiled/orders-de-at.json'),
  en: () => import('./compiled/orders-en.json'),
  fr: () => import('./compiled/orders-fr.json'),
  'fr-fr': () => import('./compiled/orders-fr-fr.json'),
};
