import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import type { Decorator } from '@storybook/react-vite';
import { authMessages } from '../messages';

/** Stories only: the preview loads uiMessages alone, so these stories bring @lindner/auth's. */
export const authMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  authMessages: await loadMessages(toLocale(globals.locale as string), [uiMessages, authMessages]),
});

export const withAuthMessages: Decorator = (Story, { globals, loaded }) => (
  <LocaleProvider
    locale={toLocale(globals.locale as string)}
    messages={loaded.authMessages as Messages}
  >
    <Story />
  </LocaleProvider>
);

/** The texts of the sign-on error page by language, for play functions. */
export const errorPageTexts = {
  de: { title: 'Anmeldung gerade nicht möglich', retry: 'Erneut versuchen' },
  en: { title: 'Sign-in is not possible right now', retry: 'Retry' },
  fr: { title: 'Connexion impossible pour le moment', retry: 'Réessayer' },
};

export function errorPageTextsFor(locale: unknown) {
  const language = String(locale).slice(0, 2);
  return language === 'en'
    ? errorPageTexts.en
    : language === 'fr'
      ? errorPageTexts.fr
      : errorPageTexts.de;
}
