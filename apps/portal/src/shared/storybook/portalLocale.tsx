import type { Decorator } from '@storybook/react-vite';
import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';

/**
 * Stories of the portal: the preview loads only the design system's messages, so a portal story
 * loads the portal's and @lindner/api's as well, the personal area's too (`loaders`), and
 * provides them (`decorators`).
 */
export const portalMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
  ]),
});

export const withPortalMessages: Decorator = (Story, { globals, loaded }) => (
  <LocaleProvider
    locale={toLocale(globals.locale as string)}
    messages={loaded.portalMessages as Messages}
  >
    <Story />
  </LocaleProvider>
);
