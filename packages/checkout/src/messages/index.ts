import type { MessageCatalog } from '@lindner/i18n';

/**
 * The compiled messages of @lindner/checkout; pass to `loadMessages` with ui's and
 * `apiPersonalAreaMessages` of @lindner/api (the field errors the checkout shows).
 */
export const checkoutMessages: MessageCatalog = {
  de: () => import('./compiled/de.json'),
  'de-at': () => import('./compiled/de-at.json'),
  en: () => import('./compiled/en.json'),
  fr: () => import('./compiled/fr.json'),
  'fr-fr': () => import('./compiled/fr-fr.json'),
};
