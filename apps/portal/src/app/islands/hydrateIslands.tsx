import { isLocale, type Messages } from '@lindner/i18n';
import { mountWidget } from '@lindner/ui';
import { islandSelector, type IslandData } from '../../shared/islands';
import { islandRegistry } from './islandRegistry';

/**
 * Hydrates every island of the page, each as a React root of its own through the widget kit,
 * with the props and texts the server rendered it with. Resolves once each is shown or has
 * failed; a failed island stays as the server rendered it, and the page around it carries on.
 */
export function hydrateIslands(root: ParentNode): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(islandSelector)];
  // The first island of a name carries the texts of all of that name, in the page's order.
  const texts = new Map<string, Messages>();
  return Promise.all(elements.map((element) => hydrateIsland(element, texts))).then(
    () => undefined,
  );
}

async function hydrateIsland(element: HTMLElement, texts: Map<string, Messages>): Promise<void> {
  const name = element.dataset.lindnerIsland ?? '';
  element.dataset.lindnerMounted = 'loading';
  try {
    const load = islandRegistry[name];
    if (!load) throw new Error(`No island is called "${name}"`);
    const { locale } = element.dataset;
    if (!isLocale(locale)) throw new Error(`The island "${name}" names no locale`);
    const data = element.previousElementSibling;
    if (!data?.matches('script[data-lindner-island-data]')) {
      throw new Error(`The island "${name}" comes without its data`);
    }
    const { props, messages: own, idPrefix } = JSON.parse(data.textContent ?? '') as IslandData;
    if (own) texts.set(name, own as Messages);
    // One object for all islands of the name: they share its formatters too.
    const messages = texts.get(name);
    if (!messages) throw new Error(`The island "${name}" comes without its texts`);
    const { Component, catalogs, errorMessage } = await load();
    await new Promise<void>((shown) => {
      mountWidget(element, {
        name,
        locale,
        catalogs,
        errorMessage,
        render: () => <Component {...props} />,
        hydrateWith: messages,
        identifierPrefix: idPrefix,
        onShown: shown,
      });
    });
    element.dataset.lindnerMounted = 'mounted';
  } catch (error) {
    console.error(`The island "${name}" could not start`, error);
    element.dataset.lindnerMounted = 'failed';
  }
}
