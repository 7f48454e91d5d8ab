import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { messages } from '../FinanceCalculator/messages';
import { widgetError } from './WidgetError.css';

/** The widget's own error block, in place of the calculator; the page around it stays intact. */
export function WidgetError() {
  return (
    <p role="alert" className={widgetError}>
      <FormattedMessage {...messages.error} />
    </p>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/** Catches a render error of the widget so that it never reaches the CMS page. */
export class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Finance calculator failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <WidgetError /> : this.props.children;
  }
}
