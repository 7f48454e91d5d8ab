import { useLocale, type Locale } from '@lindner/i18n';
import { createContext, useContext } from 'react';
import type { IslandDefinition } from './island';

/** How a server renders an island on its own: its markup, and the JSON it hydrates from. */
export interface IslandRendering {
  render<Props extends object>(
    island: IslandDefinition<Props>,
    props: Props,
    locale: Locale,
  ): { html: string; data: string };
}

/** Given by a server that renders a page as islands; absent where the browser renders it whole. */
export const IslandRenderingContext = createContext<IslandRendering | null>(null);

export interface IslandProps<Props extends object> {
  of: IslandDefinition<Props>;
  props: Props;
}

/**
 * An interactive part of a page. Where a server renders the page as islands, it renders the part
 * as a React root of its own, for the browser to hydrate alone (app/islands); elsewhere (a page
 * the browser renders whole, a story) it is the component in place.
 */
export function Island<Props extends object>({ of, props }: IslandProps<Props>) {
  const rendering = useContext(IslandRenderingContext);
  const locale = useLocale();
  const { Component } = of;
  if (!rendering) return <Component {...props} />;
  const { html, data } = rendering.render(of, props, locale);
  return (
    <>
      <script
        type="application/json"
        data-lindner-island-data=""
        // JSON in a script element that never runs; `<` is escaped so no text can close it.
        dangerouslySetInnerHTML={{ __html: data }}
      />
      <div
        data-lindner-island={of.name}
        data-locale={locale}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
