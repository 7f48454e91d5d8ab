import type { MessageFormatElement } from 'react-intl';
import { localeChain, type Locale } from './core';

export type Messages = Record<string, MessageFormatElement[]>;

/** A package's compiled messages: one lazily loaded catalog per locale. */
export type MessageCatalog = Record<Locale, () => Promise<{ default: Messages }>>;

/**
 * Loads the messages of every catalog for a locale. Compiled catalogs of `de-at` and `fr-fr`
 * already hold their parent's messages; the chain is read from the least specific so that a
 * catalog missing an id still shows the German text rather than the id.
 */
export async function loadMessages(locale: Locale, catalogs: MessageCatalog[]): Promise<Messages> {
  const chain = localeChain(locale).reverse();
  const loaded = await Promise.all(
    chain.flatMap((each) => catalogs.map(async (catalog) => (await catalog[each]()).default)),
  );
  return Object.assign({}, ...loaded) as Messages;
}
