import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { FetchError, themeRoot, uiMessages } from '@lindner/ui';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AxleLoadCalculator } from './AxleLoadCalculator';
import { axleLoadCalculatorMessages } from './messages';

/** What a CMS page gives the widget, as data-attribute strings. */
export interface AxleLoadCalculatorMountOptions {
  locale?: string;
  /** The API's base address; models are fetched from `{apiBase}/{segment}/models`. */
  apiBase?: string;
  segment?: string;
  /** A model to pre-select, e.g. `lintrac-130`. */
  modelId?: string;
  /** `"false"` keeps the inputs out of the page's URL. */
  syncUrl?: string | boolean;
}

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

  override render() {
    return this.state.failed ? <FetchError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

const isOff = (value: string | boolean | undefined) =>
  value === false || (typeof value === 'string' && /^(false|0|off|no)$/i.test(value.trim()));

/**
 * Renders the axle-load calculator into `element` in a React root of its own. Never throws:
 * a failure shows the widget's error block instead. Returns the function that unmounts it.
 */
export function mount(
  element: HTMLElement,
  options: AxleLoadCalculatorMountOptions = {},
): () => void {
  const locale = toLocale(options.locale?.trim().toLowerCase() ?? 'de');
  const apiBase = options.apiBase?.trim() || undefined;
  const segment = options.segment?.trim() || 'portal';
  const modelId = options.modelId?.trim() ?? '';
  const root = createRoot(element);
  let unmounted = false;

  const render = (messages: Messages, attempt: number) => {
    if (unmounted) return;
    root.render(
      <LocaleProvider locale={locale} messages={messages}>
        <div className={themeRoot} lang={locale}>
          <WidgetErrorBoundary key={attempt} onRetry={() => render(messages, attempt + 1)}>
            <AxleLoadCalculator
              apiBase={apiBase}
              segment={segment}
              syncUrl={!isOff(options.syncUrl)}
              initialValues={{ modelId }}
            />
          </WidgetErrorBoundary>
        </div>
      </LocaleProvider>,
    );
  };

  loadMessages(locale, [uiMessages, axleLoadCalculatorMessages])
    .then((messages) => render(messages, 0))
    // Without its texts the widget still works: react-intl falls back to the German defaults.
    .catch(() => render({}, 0));

  return () => {
    unmounted = true;
    root.unmount();
  };
}
