import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the editorial review and of the writer's "my posts" page (parts.json), loaded
 * with those pages.
 */
export const portalEditorialMessages: MessageCatalog = {
  de: () => import('./compiled/editorial-de.json'),
  'de-at': () => import('./compiled/editorial-de-at.json'),
  en: () => import('./compiled/editorial-en.json'),
  fr: () => import('./compiled/editorial-fr.json'),
  'fr-fr': () => import('./compiled/editorial-fr-fr.json'),
};
