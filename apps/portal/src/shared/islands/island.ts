import type { MessageCatalog } from '@lindner/i18n';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * An interactive part of a public page that the browser hydrates on its own (an island), through
 * the widget kit CMS pages use: the rest of the page stays the server's HTML and runs no code.
 * Its props travel in the page as JSON, so they are plain data.
 */
export interface IslandDefinition<Props extends object> {
  /** Its name on the page (`data-lindner-island`) and in the app's island registry. */
  name: string;
  /** The catalogs its texts come from; @lindner/ui's come with them. */
  catalogs: MessageCatalog[];
  /** Its own text for the error block that shows should it fail. */
  errorMessage?: MessageDescriptor;
  Component: ComponentType<Props>;
}

/** Keeps a definition's props type while checking its shape. */
export function defineIsland<Props extends object>(
  definition: IslandDefinition<Props>,
): IslandDefinition<Props> {
  return definition;
}

/** The element that holds an island's server-rendered markup. */
export const islandSelector = '[data-lindner-island]';

/** What an island's element carries in the JSON before it. */
export interface IslandData {
  props: object;
  /**
   * The texts it was rendered with on the server: it hydrates with the same. Only the first island
   * of its name on the page carries them; the others of that name share them (a list's card
   * buttons), and with them the texts' formatters.
   */
  messages?: Record<string, unknown>;
  /** The prefix of its `useId` ids, its own on the page (each island is a root of its own). */
  idPrefix?: string;
}
