import type { Locale, Messages } from '@lindner/i18n';
import { loadWidgetMessages, WidgetRoot } from '@lindner/ui';
import { renderToString } from 'react-dom/server';
import type { IslandData, IslandRendering } from '../../shared/islands';
import { scriptJson } from '../embeddedMessages';
import { islandRegistry, type AnyIsland } from '../islands/islandRegistry';

/**
 * The islands' texts per locale, loaded once: a page's render is synchronous, so every island's
 * texts are at hand before it starts.
 */
export function createIslandTexts() {
  const loaded = new Map<Locale, Promise<Map<string, Messages>>>();
  const load = async (locale: Locale) => {
    const entries = await Promise.all(
      Object.values(islandRegistry).map(async (loadIsland) => {
        const island = await loadIsland();
        return [island.name, await loadWidgetMessages(locale, island.catalogs)] as const;
      }),
    );
    return new Map(entries);
  };
  return (locale: Locale): Promise<Map<string, Messages>> => {
    let texts = loaded.get(locale);
    if (!texts) {
      texts = load(locale);
      // A failed load is tried again with the next page.
      texts.catch(() => loaded.delete(locale));
      loaded.set(locale, texts);
    }
    return texts;
  };
}

/**
 * Renders each island of a page as the browser will hydrate it (app/islands/hydrateIslands.tsx):
 * a root of its own through the widget kit, with the island's texts. Remembers which islands the
 * page holds, so that their code comes with the page.
 */
export function islandRenderingOf(texts: Map<string, Messages>) {
  const used = new Set<string>();
  let rendered = 0;
  const rendering: IslandRendering = {
    render(island, props, locale) {
      const messages = texts.get(island.name);
      if (!messages) throw new Error(`The island "${island.name}" is not in the island registry`);
      const first = !used.has(island.name);
      used.add(island.name);
      const { Component } = island as AnyIsland;
      // Each island is a root of its own, whose useId would start where the others' do.
      const idPrefix = `i${(rendered += 1)}-`;
      const html = renderToString(
        <WidgetRoot
          name={island.name}
          locale={locale}
          messages={messages}
          errorMessage={island.errorMessage}
          render={() => <Component {...props} />}
        />,
        { identifierPrefix: idPrefix },
      );
      // The islands of one name share the texts of the first (app/islands/hydrateIslands.tsx).
      const data: IslandData = first ? { props, messages, idPrefix } : { props, idPrefix };
      return { html, data: scriptJson(data) };
    },
  };
  return { rendering, used };
}
