export {
  loadWidgetMessages,
  mountWidget,
  WidgetRoot,
  type MountWidgetOptions,
  type WidgetRootProps,
} from './mountWidget';
export {
  WidgetError,
  WidgetErrorBoundary,
  type WidgetErrorProps,
  type WidgetErrorBoundaryProps,
} from './WidgetError';
export { readSafeUrl } from './safeUrl';
