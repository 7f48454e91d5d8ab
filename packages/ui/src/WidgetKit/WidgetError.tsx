import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Banner } from '../Banner';
import { Button } from '../Button';
// The texts the axle-load calculator and the dealer finder showed in their error blocks before
// the widget kit: the same ids, so that what visitors read stays the same.
import { messages } from '../FetchError/messages';
import { retry } from './WidgetError.css';

export interface WidgetErrorProps {
  /** The widget's own text; without it the general one of @lindner/ui. */
  message?: MessageDescriptor;
  /** Shows Retry, which tries the widget again. */
  onRetry?: () => void;
}

/** A widget's error block, in place of the widget; the page around it stays as it is. */
export function WidgetError({ message = messages.message, onRetry }: WidgetErrorProps) {
  return (
    <Banner tone="error" title={<FormattedMessage {...message} />}>
      {onRetry ? (
        <Button variant="secondary" className={retry} onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      ) : null}
    </Banner>
  );
}

export interface WidgetErrorBoundaryProps {
  /** Names the widget in the console's report, e.g. 'Dealer finder'. */
  name: string;
  /** The widget's own text for its error block. */
  message?: MessageDescriptor;
  children: ReactNode;
}

/**
 * Catches a render error of a widget so that it never reaches the page that embeds it: the
 * widget's error block shows instead, and Retry renders the widget anew.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? (
      <WidgetError message={this.props.message} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}
