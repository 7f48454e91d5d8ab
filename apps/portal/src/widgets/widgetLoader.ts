import { isLocale, type Locale } from '@lindner/i18n';
import { findWidgets, isWidgetElement, widgetSelector, type WidgetElement } from './widgetElements';

/** A widget package's `mount`: renders into the element, returns how to take it down again. */
export type MountWidget = (element: HTMLElement, options: Record<string, string>) => () => void;

export type WidgetRegistry = Record<string, () => Promise<MountWidget>>;

export interface WidgetLoaderOptions {
  registry: WidgetRegistry;
  /** The text shown in place of a widget that failed, in the widget's locale. */
  unavailableText: (locale: Locale) => Promise<string>;
  /** Where a failure is reported (the console on a CMS page). */
  report?: (message: string, error: unknown) => void;
}

/** What a CMS page's scripts may call, as `window.LindnerWidgets`. */
export interface LindnerWidgets {
  /**
   * Mounts the widget element, or every widget inside the element, that is not mounted yet:
   * for elements the watcher cannot see, such as those in a shadow root.
   */
  mount(element: ParentNode): Promise<void>;
  /** Takes down the widget element, or every widget inside it. */
  unmount(element: ParentNode): void;
}

/** The widgets this loader mounted, with the function that takes each down again. */
type Mounted = WeakMap<HTMLElement, () => void>;

/**
 * Mounts every widget on the page, each on its own: only the widgets present are loaded, and a
 * widget that cannot be loaded or fails to mount shows an error block of its own while the
 * page and the other widgets carry on. Resolves once every widget has been tried.
 */
export function mountWidgets(
  root: ParentNode,
  options: WidgetLoaderOptions,
  mounted: Mounted = new WeakMap(),
): Promise<void> {
  const report = options.report ?? ((message, error) => console.error(message, error));
  return Promise.all(
    findWidgets(root).map(async (widget) => {
      const { element } = widget;
      element.dataset.lindnerMounted = 'loading';
      try {
        const load = options.registry[widget.name];
        if (!load) throw new Error(`No Lindner widget is called "${widget.name}"`);
        const mount = await load();
        // Taken off the page while its code loaded: mounted when it comes back.
        if (!element.isConnected) {
          delete element.dataset.lindnerMounted;
          return;
        }
        mounted.set(element, mount(element, widget.options));
        element.dataset.lindnerMounted = 'mounted';
      } catch (error) {
        report(`Lindner widget "${widget.name}" could not be shown`, error);
        element.dataset.lindnerMounted = 'failed';
        await showUnavailable(widget, options);
      }
    }),
  ).then(() => undefined);
}

/** Takes down the widgets in `root` (`root` itself included) that this loader mounted. */
function unmountWidgets(root: ParentNode, mounted: Mounted) {
  const inside = Array.from(root.querySelectorAll<HTMLElement>(widgetSelector));
  for (const element of isWidgetElement(root) ? [root, ...inside] : inside) {
    const unmount = mounted.get(element);
    mounted.delete(element);
    unmount?.();
    // Put back on a page, the element mounts afresh.
    if (element.dataset.lindnerMounted !== 'loading') delete element.dataset.lindnerMounted;
  }
}

/**
 * Mounts the widgets on the page, then watches it: a widget element added later (a CMS's
 * tabs, an accordion, a page builder) mounts too, and one taken off the page is unmounted.
 * Returns what `window.LindnerWidgets` offers, plus `stop` for tests.
 */
export function startWidgetLoader(
  root: ParentNode & Node,
  options: WidgetLoaderOptions,
): LindnerWidgets & { ready: Promise<void>; stop: () => void } {
  const mounted: Mounted = new WeakMap();
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      // A node moved within the page is still connected: it stays mounted.
      for (const node of record.removedNodes) {
        if (!node.isConnected && node instanceof Element) unmountWidgets(node, mounted);
      }
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.isConnected && node instanceof Element) void mountWidgets(node, options, mounted);
      }
    }
  });
  watcher.observe(root, { childList: true, subtree: true });
  return {
    ready: mountWidgets(root, options, mounted),
    mount: (element) => mountWidgets(element, options, mounted),
    unmount: (element) => unmountWidgets(element, mounted),
    stop: () => watcher.disconnect(),
  };
}

async function showUnavailable(widget: WidgetElement, options: WidgetLoaderOptions) {
  const locale = isLocale(widget.options.locale) ? widget.options.locale : 'de';
  const block = document.createElement('p');
  block.setAttribute('role', 'alert');
  block.className = 'lindner-widget-unavailable';
  block.textContent = await options.unavailableText(locale).catch(() => '');
  widget.element.replaceChildren(block);
}
