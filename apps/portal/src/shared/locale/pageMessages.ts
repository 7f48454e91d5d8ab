import type { Locale, Messages } from '@lindner/i18n';
import { createContext, useContext } from 'react';

/**
 * The pages' own messages loaded so far, per locale (shared/locale/withPageMessages): the portal's
 * one IntlProvider (app/PortalLocale) shows them beside its own, so that a page needs no provider
 * of its own. Each IntlProvider costs a check of the locale's Intl data and a set of formatters,
 * tens of milliseconds on a phone; and a provider inside a page makes every text below it render
 * again whenever the page's messages change.
 *
 * Kept for the page load (a server's for its process): the catalogs are the same for every visitor
 * and every message has an id of its own, so more of them than a page uses change nothing it
 * shows.
 */
const loadedIn = new Map<Locale, readonly Messages[]>();
const listeners = new Set<() => void>();
const none: readonly Messages[] = [];

/** Adds a page's messages in a locale; the same object twice is added once. */
export function addPageMessages(locale: Locale, messages: Messages): void {
  const current = loadedIn.get(locale) ?? none;
  if (current.includes(messages)) return;
  loadedIn.set(locale, [...current, messages]);
  for (const listener of [...listeners]) listener();
}

/** The pages' messages loaded in a locale: a new list whenever one is added. */
export function pageMessagesIn(locale: Locale): readonly Messages[] {
  return loadedIn.get(locale) ?? none;
}

/** Calls `listener` whenever a page's messages are added; returns the unsubscribe. */
export function subscribeToPageMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page whose messages load per locale (a `withPageMessages` page). */
export interface PageMessagesSource {
  /** Loads the page's messages in a locale (and adds them here); resolves once they are. */
  preloadMessages(locale: Locale): Promise<void>;
}

/** The provider that shows the pages' messages, as a page sees it. */
export interface PageMessagesHost {
  /** The pages' messages the provider holds now (for the locale `useLocale()` names). */
  shown: readonly Messages[];
  /**
   * A page on screen: when the language changes, the provider loads its messages in the new one
   * before it switches, so the page stays as it is meanwhile. Returns its removal.
   */
  mount(page: PageMessagesSource): () => void;
}

export const PageMessagesHostContext = createContext<PageMessagesHost | null>(null);

/** The provider that shows the pages' messages, or null where a page brings its own. */
export function usePageMessagesHost(): PageMessagesHost | null {
  return useContext(PageMessagesHostContext);
}
