import { Component, type ReactNode } from 'react';

export interface LoadAgainWhenOnlineProps {
  /** Called once the browser is online again after a failure: load the code anew. */
  onOnline: () => void;
  children: ReactNode;
}

/**
 * Around a part whose code loads on demand and that the page can do without for a while (the
 * toasts): a failed load without a network shows nothing instead of breaking the page, and the
 * part loads again once the browser is back online.
 */
export class LoadAgainWhenOnline extends Component<LoadAgainWhenOnlineProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded', error);
    window.addEventListener(
      'online',
      () => {
        this.props.onOnline();
        this.setState({ failed: false });
      },
      { once: true },
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
