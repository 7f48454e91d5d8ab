import { intlTag, LocaleProvider, type Locale, type Messages } from '@lindner/i18n';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { localeOfPath } from '../shared/locale/localeOfPath';

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
}

/**
 * The portal's locale, following the URL as the user navigates (`/en/…` is English). The
 * previous language stays on screen until the new one's messages have loaded.
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
  const [shown, setShown] = useState<Shown>({ locale: bootLocale, messages: initialMessages });

  useEffect(() => {
    if (wanted === shown.locale) return;
    let current = true;
    loadMessages(wanted).then(
      (messages) => {
        if (current) setShown({ locale: wanted, messages });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.locale, loadMessages]);

  // The page's language follows the locale, for screen readers; each page names its title.
  useEffect(() => {
    document.documentElement.lang = intlTag(shown.locale);
  }, [shown.locale]);

  return (
    <LocaleProvider locale={shown.locale} messages={shown.messages}>
      {children}
    </LocaleProvider>
  );
}
