import type { Preview } from '@storybook/react-vite';
import { loadMessages, locales, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { breakpoints, themeRoot, uiMessages } from '@lindner/ui';
import '@lindner/ui/fonts.css';
import { MemoryRouter } from 'react-router';

const localeNames: Record<(typeof locales)[number], string> = {
  de: 'Deutsch',
  'de-at': 'Deutsch (Österreich)',
  en: 'English',
  fr: 'Français',
  'fr-fr': 'Français (France)',
};

const viewports = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [
    name,
    {
      name: `${name} (${width} px)`,
      styles: { width: `${width}px`, height: '900px' },
      type: 'desktop',
    },
  ]),
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de' },
  parameters: {
    layout: 'padded',
    // The design system first, the portal's pages after it.
    options: {
      storySort: {
        order: [
          'Introduction',
          'UI',
          ['Foundations', '*'],
          'Widgets',
          'For CMS editors',
          'I18n',
          'Auth',
          'Portal',
        ],
      },
    },
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
  loaders: [
    async ({ globals }) => ({
      messages: await loadMessages(toLocale(globals.locale as string), [uiMessages]),
    }),
  ],
  decorators: [
    (Story, { globals, loaded, parameters }) => {
      const locale = toLocale(globals.locale as string);
      const story = (
        <LocaleProvider locale={locale} messages={loaded.messages as Messages}>
          <div className={themeRoot} lang={locale} data-story-root="">
            <Story />
          </div>
        </LocaleProvider>
      );
      // Stories that test routing bring their own router.
      return parameters.router === false ? (
        story
      ) : (
        <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
          {story}
        </MemoryRouter>
      );
    },
  ],
};

export default preview;
