import type { MessageCatalog } from '@lindner/i18n';

/** The compiled messages of @lindner/dealer-map; pass to `loadMessages` with ui's. */
export const dealerMapMessages: MessageCatalog = {
  de: () => import('./compiled/de.json'),
  'de-at': () => import('./compiled/de-at.json'),
  en: () => import('./compiled/en.json'),
  fr: () => import('./compiled/fr.json'),
  'fr-fr': () => import('./compiled/fr-fr.json'),
};
