export { WidgetError, WidgetErrorBoundary } from './WidgetError';
