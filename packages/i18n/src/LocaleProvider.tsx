import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Messages } from './catalogs';
import { fallbackLocale, intlTag, type Locale } from './core';

const LocaleContext = createContext<Locale>(fallbackLocale);

export interface LocaleProviderProps {
  locale: Locale;
  /** Messages for the locale, from `loadMessages`. */
  messages: Messages;
  children: ReactNode;
}

export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <RawIntlProvider value={intlOf(locale, messages)}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

/**
 * One formatter set per messages object and locale, shared by every provider given them: the
 * islands of a page (each a React root with its own provider) pay once for what react-intl's
 * own provider builds per instance: a check of the locale's Intl data and the formatters.
 */
const formatterCache = createIntlCache();
const intlsByMessages = new WeakMap<Messages, Map<Locale, IntlShape>>();

function intlOf(locale: Locale, messages: Messages): IntlShape {
  let byLocale = intlsByMessages.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intlsByMessages.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: intlTag(locale),
        defaultLocale: intlTag(fallbackLocale),
        messages,
        onError: reportIntlError,
      },
      formatterCache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/** The portal's locale (`de-at`, not Intl's `de-AT`). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

function reportIntlError(error: { code: string; message: string }) {
  // A missing translation falls back to German; the catalog check catches it before release.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
