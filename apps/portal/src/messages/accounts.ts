import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the accounts' public pages (parts.json), loaded with those pages. */
export const portalAccountsMessages: MessageCatalog = {
  de: () => import('./compiled/accounts-de.json'),
  'de-at': () => import('./compiled/accounts-de-at.json'),
  en: () => import('./compiled/accounts-en.json'),
  fr: () => import('./compiled/accounts-fr.json'),
  'fr-fr': () => import('./compiled/accounts-fr-fr.json'),
};
