import { apiMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalLegalMessages, portalMessages } from '../../messages';

/**
 * Stories of the legal pages: the portal's messages with the legal part, under the key the
 * portal's story decorator reads (shared/storybook/portalLocale).
 */
export const legalMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalLegalMessages,
  ]),
});
