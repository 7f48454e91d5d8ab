import type { Locale, Messages } from '@lindner/i18n';

/**
 * The messages a page starts with, sent in its HTML by the server that rendered it with them: the
 * browser hydrates without loading the catalogs first (four to six files, one round trip).
 */
export interface EmbeddedMessages {
  locale: Locale;
  /** The portal's and its packages' messages (loadPortalMessages). */
  shell: Messages;
  /** The matched pages' own messages (withPageMessages). */
  pages: Messages;
}

export const embeddedMessagesId = 'page-messages';

/** JSON for a `<script type="application/json">`: `<` is escaped so no text can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The messages the server sent for `locale`, if it sent any. */
export function readEmbeddedMessages(
  document: Document,
  locale: Locale,
): EmbeddedMessages | undefined {
  const text = document.getElementById(embeddedMessagesId)?.textContent;
  if (!text) return undefined;
  const embedded = JSON.parse(text) as EmbeddedMessages;
  return embedded.locale === locale ? embedded : undefined;
}
