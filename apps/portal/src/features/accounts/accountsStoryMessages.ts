import { apiMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import { portalAccountsMessages } from '../../messages/accounts';

/**
 * Stories of the accounts' pages: the portal's messages with the accounts part, under the key
 * the portal's story decorator reads (shared/storybook/portalLocale).
 */
export const accountsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalAccountsMessages,
  ]),
});
