import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the contract pages (parts.json), loaded with those pages. */
export const portalContractsMessages: MessageCatalog = {
  de: () => import('./compiled/contracts-de.json'),
  'de-at': () => import('./compiled/contracts-de-at.json'),
  en: () => import('./compiled/contracts-en.json'),
  fr: () => import('./compiled/contracts-fr.json'),
  'fr-fr': () => import('./compiled/contracts-fr-fr.json'),
};
