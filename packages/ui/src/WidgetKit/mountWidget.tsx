import {
  loadMessages,
  LocaleProvider,
  type Locale,
  type MessageCatalog,
  type Messages,
} from '@lindner/i18n';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MessageDescriptor } from 'react-intl';
import { uiMessages } from '../messages';
import { themeRoot } from '../theme';
import { WidgetError, WidgetErrorBoundary } from './WidgetError';

export interface MountWidgetOptions {
  /** Names the widget in the console's reports, e.g. 'Dealer finder'. */
  name: string;
  locale: Locale;
  /** The widget's message catalogs; @lindner/ui's own are loaded with them. */
  catalogs: MessageCatalog[];
  /** The widget, rendered inside its error boundary. */
  render: () => ReactNode;
  /** The widget's own text for its error block; without it the general one of @lindner/ui. */
  errorMessage?: MessageDescriptor;
}

/**
 * Renders a widget into an element of a CMS page, in a React root of its own with its texts and
 * the theme. Never throws: an element React cannot render into is reported, and texts that do
 * not load or a render error show the widget's error block, never breaking the page around it.
 * Returns the function that unmounts the widget (a second call does nothing).
 */
export function mountWidget(
  element: HTMLElement,
  { name, locale, catalogs, render, errorMessage }: MountWidgetOptions,
): () => void {
  let root: Root;
  try {
    root = createRoot(element);
  } catch (error) {
    console.error(`${name} could not be mounted`, error);
    return () => {};
  }
  let unmounted = false;

  const show = (messages: Messages, content: ReactNode) => {
    if (unmounted) return;
    root.render(
      <LocaleProvider locale={locale} messages={messages}>
        <div className={themeRoot} lang={locale}>
          {content}
        </div>
      </LocaleProvider>,
    );
  };

  const load = () =>
    loadMessages(locale, [uiMessages, ...catalogs]).then(
      (messages) =>
        show(
          messages,
          <WidgetErrorBoundary name={name} message={errorMessage}>
            <Rendered render={render} />
          </WidgetErrorBoundary>,
        ),
      (error: unknown) => {
        console.error(`${name}: its texts could not be loaded`, error);
        // The error block reads its German default texts; Retry loads the texts again.
        show({}, <WidgetError message={errorMessage} onRetry={() => void load()} />);
      },
    );
  void load();

  return () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
  };
}

/** Calls `render` while React renders, so that what it throws reaches the error boundary. */
function Rendered({ render }: { render: () => ReactNode }) {
  return render();
}
