import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the public news list and articles (parts.json), loaded with those pages. */
export const portalPublicNewsMessages: MessageCatalog = {
  de: () => import('./compiled/news-public-de.json'),
  'de-at': () => import('./compiled/news-public-de-at.json'),
  en: () => import('./compiled/news-public-en.json'),
  fr: () => import('./compiled/news-public-fr.json'),
  'fr-fr': () => import('./compiled/news-public-fr-fr.json'),
};

/** The texts of staff's news editor in the personal area. */
export const portalNewsEditorMessages: MessageCatalog = {
  de: () => import('./compiled/news-editor-de.json'),
  'de-at': () => import('./compiled/news-editor-de-at.json'),
  en: () => import('./compiled/news-editor-en.json'),
  fr: () => import('./compiled/news-editor-fr.json'),
  'fr-fr': () => import('./compiled/news-editor-fr-fr.json'),
};
