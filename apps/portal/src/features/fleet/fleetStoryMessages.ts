import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalFleetMessages } from '../../messages/fleet';

/**
 * Stories of the fleet pages: the portal's and the personal area's messages with the fleet
 * part, under the key the portal's story decorator reads (shared/storybook/portalLocale).
 */
export const fleetMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalFleetMessages,
  ]),
});
