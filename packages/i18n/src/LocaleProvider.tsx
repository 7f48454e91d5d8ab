import { createContext, useContext, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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
      <IntlProvider
        locale={intlTag(locale)}
        defaultLocale={intlTag(fallbackLocale)}
        messages={messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
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
