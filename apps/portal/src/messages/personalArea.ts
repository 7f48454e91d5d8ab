import type { MessageCatalog } from '@lindner/i18n';

/**
 * The messages of the personal area (parts.json), loaded with its frame. A module of its own, so
 * that only the personal area's chunk refers to these catalogs and public pages do without them.
 */
export const portalPersonalAreaMessages: MessageCatalog = {
  de: () => import('./compiled/personal-area-de.json'),
  'de-at': () => import('./compiled/personal-area-de-at.json'),
  en: () => import('./compiled/personal-area-en.json'),
  fr: () => import('./compiled/personal-area-fr.json'),
  'fr-fr': () => import('./compiled/personal-area-fr-fr.json'),
};
