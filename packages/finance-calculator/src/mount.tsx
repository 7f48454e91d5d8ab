import { LocaleProvider, loadMessages, type Messages } from '@lindner/i18n';
import { themeRoot, uiMessages } from '@lindner/ui';
import { createRoot, type Root } from 'react-dom/client';
import { FinanceCalculator } from './FinanceCalculator';
import { financeCalculatorMessages } from './messages';
import { readMountOptions, type FinanceCalculatorMountOptions } from './mountOptions';
import { WidgetError, WidgetErrorBoundary } from './WidgetError';

export type { FinanceCalculatorMountOptions } from './mountOptions';

/**
 * Renders the finance calculator into a CMS page's element, in its own React root with its own
 * texts. Never throws: a failure shows the widget's error block. Returns the unmount function.
 */
export function mount(
  element: HTMLElement,
  options: FinanceCalculatorMountOptions = {},
): () => void {
  let root: Root | null = null;
  let unmounted = false;
  try {
    root = createRoot(element);
  } catch (error) {
    console.error('Finance calculator could not be mounted', error);
    return () => {};
  }
  const { locale, props } = readMountOptions(options);

  const render = (messages: Messages, failed: boolean) => {
    if (unmounted || !root) return;
    root.render(
      <LocaleProvider locale={locale} messages={messages}>
        <div className={themeRoot} lang={locale}>
          <WidgetErrorBoundary>
            {failed ? <WidgetError /> : <FinanceCalculator {...props} />}
          </WidgetErrorBoundary>
        </div>
      </LocaleProvider>,
    );
  };

  loadMessages(locale, [uiMessages, financeCalculatorMessages]).then(
    (messages) => render(messages, false),
    (error: unknown) => {
      // Without its texts the widget would show German defaults at best: show the error block.
      console.error('Finance calculator texts could not be loaded', error);
      render({}, true);
    },
  );

  return () => {
    if (unmounted) return;
    unmounted = true;
    root?.unmount();
  };
}
