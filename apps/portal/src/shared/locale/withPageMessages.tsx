import {
  loadMessages,
  LocaleProvider,
  useLocale,
  type Locale,
  type MessageCatalog,
  type Messages,
} from '@lindner/i18n';
import { Spinner } from '@lindner/ui';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { addPageMessages, usePageMessagesHost, type PageMessagesHost } from './pageMessages';

/** A page whose messages can be loaded before it renders. */
export type PageWithMessages = ComponentType & {
  /** Loads the page's messages, so that its first render needs no wait (server, hydration). */
  preloadMessages(locale: Locale): Promise<void>;
  /** The page's messages in a locale, once loaded (the server sends them with the page). */
  loadedMessages(locale: Locale): Messages | undefined;
  /** Gives the page its messages without loading them: those the server sent with the page. */
  seedMessages(locale: Locale, messages: Messages): void;
};

/**
 * A page with the messages of the widget packages it shows, loaded with the page rather than at
 * start: no other page carries them in its first load. A catalog that fails to load is thrown
 * to the route's error element; its Retry mounts the page again, which loads it again.
 *
 * Below the portal's provider (app/PortalLocale) the messages join that provider's: the page adds
 * no IntlProvider of its own. Elsewhere (a story, a test) it wraps itself in one.
 */
export function withPageMessages(
  catalogs: MessageCatalog[],
  Page: ComponentType,
): PageWithMessages {
  const loaded = new Map<Locale, Messages>();
  const keep = (locale: Locale, messages: Messages) => {
    if (!loaded.has(locale)) loaded.set(locale, messages);
    addPageMessages(locale, loaded.get(locale) as Messages);
  };

  function PageWithMessages() {
    const host = usePageMessagesHost();
    return host ? <HostedPage host={host} /> : <PageWithOwnMessages />;
  }

  /** The page's messages in the portal's provider: shown once the provider holds them. */
  function HostedPage({ host }: { host: PageMessagesHost }) {
    const locale = useLocale();
    const [failure, setFailure] = useState<{ locale: Locale; error: unknown } | null>(null);
    const { mount } = host;

    useEffect(() => mount(PageWithMessages), [mount]);

    useEffect(() => {
      let current = true;
      PageWithMessages.preloadMessages(locale).catch((error: unknown) => {
        if (current) setFailure({ locale, error });
      });
      return () => {
        current = false;
      };
    }, [locale]);

    if (failure?.locale === locale) throw failure.error;
    const own = loaded.get(locale);
    // Only the first visit waits for the texts (a change of language waits in the provider).
    if (!own || !host.shown.includes(own)) return <Spinner block size="large" />;
    return <Page />;
  }

  function PageWithOwnMessages() {
    const locale = useLocale();
    const intl = useIntl();
    // The texts last loaded: after a change of language the page stays mounted with them (and
    // keeps what it holds) until the new language's have loaded.
    const [shown, setShown] = useState<Messages | null>(() => loaded.get(locale) ?? null);
    const [failure, setFailure] = useState<{ locale: Locale; error: unknown } | null>(null);

    useEffect(() => {
      if (loaded.has(locale)) return;
      let current = true;
      loadMessages(locale, catalogs).then(
        (own) => {
          loaded.set(locale, own);
          if (current) setShown(own);
        },
        (error: unknown) => {
          if (current) setFailure({ locale, error });
        },
      );
      return () => {
        current = false;
      };
    }, [locale]);

    const own = loaded.get(locale) ?? shown;
    const messages = useMemo(
      () => (own ? { ...(intl.messages as Messages), ...own } : null),
      [intl.messages, own],
    );
    if (failure?.locale === locale) throw failure.error;
    // Only the first visit waits for the texts.
    if (!messages) return <Spinner block size="large" />;
    return (
      <LocaleProvider locale={locale} messages={messages}>
        <Page />
      </LocaleProvider>
    );
  }

  PageWithMessages.preloadMessages = async (locale: Locale) => {
    const own = loaded.get(locale) ?? (await loadMessages(locale, catalogs));
    keep(locale, own);
  };
  PageWithMessages.loadedMessages = (locale: Locale) => loaded.get(locale);
  PageWithMessages.seedMessages = (locale: Locale, messages: Messages) => {
    keep(locale, messages);
  };
  return PageWithMessages;
}

/** Whether a route's component is a page with messages to load first. */
export function hasPageMessages(component: unknown): component is PageWithMessages {
  return typeof component === 'function' && 'preloadMessages' in component;
}
