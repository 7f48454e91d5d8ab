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

type Loaded = { locale: Locale; messages: Messages } | { locale: Locale; error: unknown };

/**
 * A page with the messages of the widget packages it shows, loaded with the page rather than at
 * start: no other page carries them in its first load. A catalog that fails to load is thrown
 * to the route's error element; its Retry mounts the page again, which loads it again.
 */
export function withPageMessages(catalogs: MessageCatalog[], Page: ComponentType): ComponentType {
  const loaded = new Map<Locale, Messages>();

  return function PageWithMessages() {
    const locale = useLocale();
    const intl = useIntl();
    const [state, setState] = useState<Loaded | null>(() => {
      const messages = loaded.get(locale);
      return messages ? { locale, messages } : null;
    });

    useEffect(() => {
      const messages = loaded.get(locale);
      if (messages) return setState({ locale, messages });
      let current = true;
      loadMessages(locale, catalogs).then(
        (own) => {
          loaded.set(locale, own);
          if (current) setState({ locale, messages: own });
        },
        (error: unknown) => {
          if (current) setState({ locale, error });
        },
      );
      return () => {
        current = false;
      };
    }, [locale]);

    const own = state?.locale === locale && 'messages' in state ? state.messages : null;
    const messages = useMemo(
      () => (own ? { ...(intl.messages as Messages), ...own } : null),
      [intl.messages, own],
    );
    if (state?.locale === locale && 'error' in state) throw state.error;
    // Until the texts of this locale have loaded: on the first visit or after a language change.
    if (!messages) return <Spinner block size="large" />;
    return (
      <LocaleProvider locale={locale} messages={messages}>
        <Page />
      </LocaleProvider>
    );
  };
}
