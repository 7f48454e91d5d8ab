import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './core';

export type Messages = Record<string, MessageFormatElement[]>;

/** A package's compiled messages: one lazily loaded catalog per locale. */
export type MessageCatalog = Record<Locale, () => Promise<{ default: Messages }>>;

/**
 * Loads the messages of every catalog for a locale: one file per catalog. A compiled catalog of
 * `de-at` or `fr-fr` already holds its parent's messages, and the catalog check fails the build
 * while `en` or `fr` lacks an id; a message missing all the same shows its German default text,
 * which react-intl takes from the message descriptor.
 */
export async function loadMessages(locale: Locale, catalogs: MessageCatalog[]): Promise<Messages> {
  const loaded = await Promise.all(
    catalogs.map(async (catalog) => (await catalog[locale]()).default),
  );
  return Object.assign({}, ...loaded) as Messages;
}
