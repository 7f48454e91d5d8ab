export { mountWidget, type MountWidgetOptions } from './mountWidget';
export {
  WidgetError,
  WidgetErrorBoundary,
  type WidgetErrorProps,
  type WidgetErrorBoundaryProps,
} from './WidgetError';
