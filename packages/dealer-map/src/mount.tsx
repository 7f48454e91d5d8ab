import { loadMessages, LocaleProvider, type Messages } from '@lindner/i18n';
import { FetchError, themeRoot, uiMessages } from '@lindner/ui';
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DealerFinder } from './DealerFinder';
import { dealerMapMessages } from './messages';
import { readMountOptions, type DealerMapMountOptions } from './mountOptions';

export type { DealerMapMountOptions } from './mountOptions';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Keeps a broken widget inside its own element: the page around it stays usable. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('Dealer finder failed', error);
  }

  override render() {
    return this.state.failed ? <FetchError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Renders the dealer finder into a CMS page's element in a React root of its own. Never throws:
 * a failure shows the widget's error block instead. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, options: DealerMapMountOptions = {}): () => void {
  let root: Root;
  try {
    root = createRoot(element);
  } catch (error) {
    console.error('Dealer finder could not be mounted', error);
    return () => {};
  }
  const { locale, props } = readMountOptions(options);
  let unmounted = false;

  const render = (messages: Messages, attempt: number) => {
    if (unmounted) return;
    root.render(
      <LocaleProvider locale={locale} messages={messages}>
        <div className={themeRoot} lang={locale}>
          <WidgetErrorBoundary key={attempt} onRetry={() => render(messages, attempt + 1)}>
            <DealerFinder {...props} />
          </WidgetErrorBoundary>
        </div>
      </LocaleProvider>,
    );
  };

  loadMessages(locale, [uiMessages, dealerMapMessages])
    .then((messages) => render(messages, 0))
    // Without its texts the widget still works: react-intl falls back to the German defaults.
    .catch(() => render({}, 0));

  return () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
  };
}
