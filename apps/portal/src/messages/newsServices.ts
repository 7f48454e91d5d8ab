import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the upfront news and services pages (parts.json), loaded with those pages. */
export const portalNewsServicesMessages: MessageCatalog = {
  de: () => import('./compiled/news-services-de.json'),
  'de-at': () => import('./compiled/news-services-de-at.json'),
  en: () => import('./compiled/news-services-en.json'),
  fr: () => import('./compiled/news-services-fr.json'),
  'fr-fr': () => import('./compiled/news-services-fr-fr.json'),
};
