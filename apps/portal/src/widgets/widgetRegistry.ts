import type { WidgetRegistry } from './widgetLoader';

/**
 * The widgets a CMS page can hold, by the name in `data-lindner-widget`; each loaded on demand,
 * with the brand fonts (mounts/).
 */
export const widgetRegistry: WidgetRegistry = {
  'axle-load-calculator': () => import('./mounts/axleLoadCalculator').then((m) => m.mount),
  'finance-calculator': () => import('./mounts/financeCalculator').then((m) => m.mount),
  'dealer-map': () => import('./mounts/dealerMap').then((m) => m.mount),
  checkout: () => import('./mounts/checkout').then((m) => m.mount),
};
