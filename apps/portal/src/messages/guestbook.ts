import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the guestbook page and its form (parts.json), loaded with that page. */
export const portalGuestbookMessages: MessageCatalog = {
  de: () => import('./compiled/guestbook-de.json'),
  'de-at': () => import('./compiled/guestbook-de-at.json'),
  en: () => import('./compiled/guestbook-en.json'),
  fr: () => import('./compiled/guestbook-fr.json'),
  'fr-fr': () => import('./compiled/guestbook-fr-fr.json'),
};
