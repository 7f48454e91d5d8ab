import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalEditorialMessages } from '../../messages/editorial';

/**
 * Stories of the editorial pages: the portal's and the personal area's messages with the
 * editorial part, under the key the portal's story decorator reads (shared/storybook/portalLocale).
 */
export const editorialMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalEditorialMessages,
  ]),
});
