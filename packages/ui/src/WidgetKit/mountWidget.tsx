import {
  loadMessages,
  LocaleProvider,
  type Locale,
  type MessageCatalog,
  type Messages,
} from '@lindner/i18n';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { MessageDescriptor } from 'react-intl';
import { uiMessages } from '../messages';
import { cx } from '../classNames';
import { themeRoot, widgetRoot } from '../theme';
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
  /**
   * The element holds the widget as a server rendered it (`renderWidget`) with these messages:
   * the widget hydrates that markup instead of rendering anew, and loads no texts.
   */
  hydrateWith?: Messages;
  /**
   * React's prefix for the widget's `useId` ids: widgets of one page, each a root of its own,
   * would otherwise repeat each other's. A server's render of it uses the same.
   */
  identifierPrefix?: string;
  /** Called once the widget is on the page and answers to input. */
  onShown?: () => void;
}

/** The messages a widget renders with: @lindner/ui's and its own catalogs'. */
export function loadWidgetMessages(locale: Locale, catalogs: MessageCatalog[]): Promise<Messages> {
  return loadMessages(locale, [uiMessages, ...catalogs]);
}

export interface WidgetRootProps extends Pick<
  MountWidgetOptions,
  'name' | 'locale' | 'render' | 'errorMessage' | 'onShown'
> {
  messages: Messages;
  /**
   * The widget is on a page the portal does not style (a CMS page): its sizes in pixels, not
   * the host's `rem`, and shielded from the host's element rules (theme/widgetRoot.css.ts).
   * Islands on the portal's own pages keep `rem`, which follows the reader's font size.
   */
  onHostPage?: boolean;
}

/**
 * A widget with its texts, the theme and its error boundary: what `mountWidget` renders into a
 * CMS page's element, and what a server renders for it to hydrate (the same tree on both sides).
 */
export function WidgetRoot({
  name,
  locale,
  messages,
  render,
  errorMessage,
  onShown,
  onHostPage = false,
}: WidgetRootProps) {
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <div className={onHostPage ? cx(themeRoot, widgetRoot) : themeRoot} lang={locale}>
        <WidgetErrorBoundary name={name} message={errorMessage}>
          <Rendered render={render} />
        </WidgetErrorBoundary>
      </div>
      {onShown ? <Shown onShown={onShown} /> : null}
    </LocaleProvider>
  );
}

/**
 * Renders a widget into an element of a CMS page, in a React root of its own with its texts and
 * the theme. Never throws: an element React cannot render into is reported, and texts that do
 * not load or a render error show the widget's error block, never breaking the page around it.
 * Returns the function that unmounts the widget (a second call does nothing).
 */
export function mountWidget(element: HTMLElement, options: MountWidgetOptions): () => void {
  const { name, locale, catalogs, errorMessage, hydrateWith, identifierPrefix } = options;
  if (hydrateWith) {
    try {
      let root: Root | undefined;
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole widget: a phone's taps and scrolling go first.
      startTransition(() => {
        root = hydrateRoot(element, <WidgetRoot {...options} messages={hydrateWith} />, {
          identifierPrefix,
        });
      });
      return once(() => root?.unmount());
    } catch (error) {
      console.error(`${name} could not be mounted`, error);
      return () => {};
    }
  }

  let root: Root;
  try {
    root = createRoot(element, { identifierPrefix });
  } catch (error) {
    console.error(`${name} could not be mounted`, error);
    return () => {};
  }
  let unmounted = false;

  const load = () =>
    loadWidgetMessages(locale, catalogs).then(
      (messages) => {
        if (!unmounted) root.render(<WidgetRoot {...options} messages={messages} onHostPage />);
      },
      (error: unknown) => {
        console.error(`${name}: its texts could not be loaded`, error);
        if (unmounted) return;
        // The error block reads its German default texts; Retry loads the texts again.
        root.render(
          <LocaleProvider locale={locale} messages={{}}>
            <div className={cx(themeRoot, widgetRoot)} lang={locale}>
              <WidgetError message={errorMessage} onRetry={() => void load()} />
            </div>
          </LocaleProvider>,
        );
      },
    );
  void load();

  return once(() => {
    unmounted = true;
    root.unmount();
  });
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/** Calls `render` while React renders, so that what it throws reaches the error boundary. */
function Rendered({ render }: { render: () => ReactNode }) {
  return render();
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
