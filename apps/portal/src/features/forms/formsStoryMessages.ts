import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPublicFormsMessages } from '../../messages';

/**
 * Stories of the public forms: the portal's messages with the forms' part and the API's field
 * messages, under the key the portal's story decorator reads (shared/storybook/portalLocale).
 */
export const formsMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPublicFormsMessages,
  ]),
});

/** The stories send through their `onSubmit`, never to this address. */
export const storyApi = { baseUrl: '/api', clientSegment: 'portal' };
