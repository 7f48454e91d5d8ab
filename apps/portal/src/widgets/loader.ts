// The widgets loader for CMS pages: `<script type="module" src="…/widgets/loader.js">` finds the
// `[data-lindner-widget]` elements and mounts each widget. Kept tiny (budget 5 kB gzip): the
// widgets, React and the texts load only when a page has widgets. Widget elements added later
// mount too; `window.LindnerWidgets.mount(element)` mounts those the loader cannot see.
import { portalMessages } from '../messages';
import { messages } from './messages';
import { widgetRegistry } from './widgetRegistry';
import { startWidgetLoader, type LindnerWidgets } from './widgetLoader';

declare global {
  interface Window {
    LindnerWidgets?: LindnerWidgets;
  }
}

// A page that includes the loader twice still has one loader.
if (!window.LindnerWidgets) {
  const { mount, unmount } = startWidgetLoader(document, {
    registry: widgetRegistry,
    unavailableText: async (locale) => {
      const catalog = (await portalMessages[locale]()).default;
      return plainText(catalog[messages.unavailable.id]) || messages.unavailable.defaultMessage;
    },
  });
  window.LindnerWidgets = { mount, unmount };
}

/** The literal text of a compiled message without placeholders. */
function plainText(elements: unknown): string {
  if (!Array.isArray(elements)) return '';
  return elements
    .map((element: { type?: number; value?: unknown }) =>
      element.type === 0 && typeof element.value === 'string' ? element.value : '',
    )
    .join('');
}
