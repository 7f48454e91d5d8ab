import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the model overview and the model pages (parts.json), loaded with those pages. */
export const portalModelsMessages: MessageCatalog = {
  de: () => import('./compiled/models-de.json'),
  'de-at': () => import('./compiled/models-de-at.json'),
  en: () => import('./compiled/models-en.json'),
  fr: () => import('./compiled/models-fr.json'),
  'fr-fr': () => import('./compiled/models-fr-fr.json'),
};
