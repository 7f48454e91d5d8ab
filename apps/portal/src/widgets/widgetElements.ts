/** What the CMS writes on a widget's element: its name and options as `data-*` attributes. */
export interface WidgetElement {
  element: HTMLElement;
  name: string;
  /** Every `data-*` attribute but the widget's name, camel-cased as `dataset` gives them. */
  options: Record<string, string>;
}

export const widgetSelector = '[data-lindner-widget]';

/** Whether a node is a widget's element. */
export function isWidgetElement(node: unknown): node is HTMLElement {
  return node instanceof HTMLElement && node.matches(widgetSelector);
}

/** The widgets in `root` (`root` itself included) that are not mounted yet, in document order. */
export function findWidgets(root: ParentNode): WidgetElement[] {
  const inside = Array.from(root.querySelectorAll<HTMLElement>(widgetSelector));
  return (isWidgetElement(root) ? [root, ...inside] : inside)
    .filter((element) => element.dataset.lindnerMounted === undefined)
    .map((element) => ({
      element,
      name: (element.dataset.lindnerWidget ?? '').trim(),
      options: optionsOf(element.dataset),
    }));
}

/** The loader's own attributes are not the widget's options. */
const loaderKeys = new Set(['lindnerWidget', 'lindnerMounted']);

function optionsOf(dataset: DOMStringMap): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dataset).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !loaderKeys.has(entry[0]),
    ),
  );
}
