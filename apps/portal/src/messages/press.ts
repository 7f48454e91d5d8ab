import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the press pages (parts.json), loaded with those pages. */
export const portalPressMessages: MessageCatalog = {
  de: () => import('./compiled/press-de.json'),
  'de-at': () => import('./compiled/press-de-at.json'),
  en: () => import('./compiled/press-en.json'),
  fr: () => import('./compiled/press-fr.json'),
  'fr-fr': () => import('./compiled/press-fr-fr.json'),
};

/** The texts of the staff's press photo page, a part of their own. */
export const portalPressEditorialMessages: MessageCatalog = {
  de: () => import('./compiled/press-editorial-de.json'),
  'de-at': () => import('./compiled/press-editorial-de-at.json'),
  en: () => import('./compiled/press-editorial-en.json'),
  fr: () => import('./compiled/press-editorial-fr.json'),
  'fr-fr': () => import('./compiled/press-editorial-fr-fr.json'),
};
