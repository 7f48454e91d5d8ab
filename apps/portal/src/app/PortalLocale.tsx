import { intlTag, LocaleProvider, type Locale, type Messages } from '@lindner/i18n';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { localeOfPath } from '../shared/locale/localeOfPath';
import {
  PageMessagesHostContext,
  pageMessagesIn,
  subscribeToPageMessages,
  type PageMessagesHost,
  type PageMessagesSource,
} from '../shared/locale/pageMessages';

/** What PortalLocale reads of the router: where it is, and when that changes. */
export interface LocationSource {
  state: { location: { pathname: string } };
  subscribe(listener: () => void): () => void;
}

export interface PortalLocaleProps {
  router: LocationSource;
  /** The locale while the URL names none. */
  bootLocale: Locale;
  /** The boot locale's messages, loaded before the first render. */
  initialMessages: Messages;
  loadMessages: (locale: Locale) => Promise<Messages>;
  children: ReactNode;
}

interface Shown {
  locale: Locale;
  messages: Messages;
  /** The pages' own messages in the locale (shared/locale/pageMessages). */
  pages: readonly Messages[];
}

/**
 * The portal's locale, following the URL as the user navigates (`/en/…` is English). The
 * previous language stays on screen until the new one's messages have loaded, those of the pages
 * on screen included.
 *
 * The portal's one IntlProvider: the pages' messages (withPageMessages) join the portal's here
 * as they load, rather than each page adding a provider of its own.
 */
export function PortalLocale({
  router,
  bootLocale,
  initialMessages,
  loadMessages,
  children,
}: PortalLocaleProps) {
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  const pathname = useSyncExternalStore(
    subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
  const wanted = localeOfPath(pathname) ?? bootLocale;
  const [shown, setShown] = useState<Shown>(() => ({
    locale: bootLocale,
    messages: initialMessages,
    pages: pageMessagesIn(bootLocale),
  }));
  const mounted = useRef(new Set<PageMessagesSource>());

  // A page visited for the first time adds its messages once they have loaded. As a transition:
  // every text on screen renders again with the new messages, and that need not block the page.
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setShown((current) => {
          const pages = pageMessagesIn(current.locale);
          return pages === current.pages ? current : { ...current, pages };
        }),
      );
    const unsubscribe = subscribeToPageMessages(update);
    // Those added between the first render and now.
    update();
    return unsubscribe;
  }, []);

  useEffect(() => {
    if (wanted === shown.locale) return;
    let current = true;
    // A page whose messages fail to load here loads them itself, and shows the failure.
    const pages = [...mounted.current].map((page) => page.preloadMessages(wanted).catch(() => {}));
    Promise.all([loadMessages(wanted), ...pages]).then(
      ([messages]) => {
        if (current) setShown({ locale: wanted, messages, pages: pageMessagesIn(wanted) });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.locale, loadMessages]);

  const mount = useCallback((page: PageMessagesSource) => {
    mounted.current.add(page);
    return () => {
      mounted.current.delete(page);
    };
  }, []);
  const host = useMemo(
    (): PageMessagesHost => ({ shown: shown.pages, mount }),
    [shown.pages, mount],
  );
  const messages = useMemo(
    () =>
      shown.pages.length === 0
        ? shown.messages
        : (Object.assign({}, shown.messages, ...shown.pages) as Messages),
    [shown.messages, shown.pages],
  );

  // The page's language follows the locale, for screen readers; each page names its title.
  useEffect(() => {
    document.documentElement.lang = intlTag(shown.locale);
  }, [shown.locale]);

  return (
    <LocaleProvider locale={shown.locale} messages={messages}>
      <PageMessagesHostContext.Provider value={host}>{children}</PageMessagesHostContext.Provider>
    </LocaleProvider>
  );
}
