import type { MessageCatalog } from '@lindner/i18n';

/** The texts of the contest pages (parts.json), loaded with those pages. */
export const portalContestsMessages: MessageCatalog = {
  de: () => import('./compiled/contests-de.json'),
  'de-at': () => import('./compiled/contests-de-at.json'),
  en: () => import('./compiled/contests-en.json'),
  fr: () => import('./compiled/contests-fr.json'),
  'fr-fr': () => import('./compiled/contests-fr-fr.json'),
};

/** The texts of the vote button, the island of a contest's entries. */
export const portalContestVoteMessages: MessageCatalog = {
  de: () => import('./compiled/contests-vote-de.json'),
  'de-at': () => import('./compiled/contests-vote-de-at.json'),
  en: () => import('./compiled/contests-vote-en.json'),
  fr: () => import('./compiled/contests-vote-fr.json'),
  'fr-fr': () => import('./compiled/contests-vote-fr-fr.json'),
};

/** The texts of the entry form, the island of an open contest. */
export const portalContestFormMessages: MessageCatalog = {
  de: () => import('./compiled/contests-form-de.json'),
  'de-at': () => import('./compiled/contests-form-de-at.json'),
  en: () => import('./compiled/contests-form-en.json'),
  fr: () => import('./compiled/contests-form-fr.json'),
  'fr-fr': () => import('./compiled/contests-form-fr-fr.json'),
};
