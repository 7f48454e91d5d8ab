import { isLocale, type Locale } from '@lindner/i18n';
import { findWidgets, type WidgetElement } from './widgetElements';

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

/**
 * Mounts every widget on the page, each on its own: only the widgets present are loaded, and a
 * widget that cannot be loaded or fails to mount shows an error block of its own while the
 * page and the other widgets carry on. Resolves once every widget has been tried.
 */
export async function mountWidgets(root: ParentNode, options: WidgetLoaderOptions) {
  const report = options.report ?? ((message, error) => console.error(message, error));
  await Promise.all(
    findWidgets(root).map(async (widget) => {
      widget.element.dataset.lindnerMounted = 'loading';
      try {
        const load = options.registry[widget.name];
        if (!load) throw new Error(`No Lindner widget is called "${widget.name}"`);
        (await load())(widget.element, widget.options);
        widget.element.dataset.lindnerMounted = 'mounted';
      } catch (error) {
        report(`Lindner widget "${widget.name}" could not be shown`, error);
        widget.element.dataset.lindnerMounted = 'failed';
        await showUnavailable(widget, options);
      }
    }),
  );
}

async function showUnavailable(widget: WidgetElement, options: WidgetLoaderOptions) {
  const locale = isLocale(widget.options.locale) ? widget.options.locale : 'de';
  const block = document.createElement('p');
  block.setAttribute('role', 'alert');
  block.className = 'lindner-widget-unavailable';
  block.textContent = await options.unavailableText(locale).catch(() => '');
  widget.element.replaceChildren(block);
}
