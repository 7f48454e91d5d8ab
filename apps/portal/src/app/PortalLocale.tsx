import { intlTag, LocaleProvider, type Locale, type Messages } from '@lindner/i18n';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { localeOfPath } from '../shared/locale/localeOfPath';
import { messages as bootMessages } from './messages';

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
  const pathname = useSyncExternalStore(subscribe, () => router.state.location.pathname);
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

  return (
    <LocaleProvider locale={shown.locale} messages={shown.messages}>
      <DocumentLanguage locale={shown.locale} />
      {children}
    </LocaleProvider>
  );
}

/** The page's language and title follow the locale, for screen readers and the tab. */
function DocumentLanguage({ locale }: { locale: Locale }) {
  const title = useIntl().formatMessage(bootMessages.title);
  useEffect(() => {
    document.documentElement.lang = intlTag(locale);
    document.title = title;
  }, [locale, title]);
  return null;
}
