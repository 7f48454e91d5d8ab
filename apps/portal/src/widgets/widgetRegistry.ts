import type { WidgetRegistry } from './widgetLoader';

/** The widgets a CMS page can hold, by the name in `data-lindner-widget`; each loaded on demand. */
export const widgetRegistry: WidgetRegistry = {
  'axle-load-calculator': () => import('@lindner/axle-load-calculator').then((m) => m.mount),
  'finance-calculator': () => import('@lindner/finance-calculator').then((m) => m.mount),
  'dealer-map': () => import('@lindner/dealer-map').then((m) => m.mount),
};
