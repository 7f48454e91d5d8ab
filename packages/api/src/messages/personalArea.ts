import type { MessageCatalog } from '@lindner/i18n';

/**
 * The texts of the personal area's forms (field errors, settings options and notices), apart
 * (parts.json) so that pages without those forms do without them. A module of its own, so that
 * a bundle refers to these catalogs only where they are used.
 */
export const apiPersonalAreaMessages: MessageCatalog = {
  de: () => import('./compiled/personal-area-de.json'),
  'de-at': () => import('./compiled/personal-area-de-at.json'),
  en: () => import('./compiled/personal-area-en.json'),
  fr: () => import('./compiled/personal-area-fr.json'),
  'fr-fr': () => import('./compiled/personal-area-fr-fr.json'),
};
