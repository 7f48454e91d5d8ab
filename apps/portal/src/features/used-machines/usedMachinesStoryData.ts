import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPublicFormsMessages } from '../../messages';
import {
  portalUsedMachinesControlsMessages,
  portalUsedMachinesMessages,
} from '../../messages/usedMachines';

// The used machines' stories: their texts and the phone's viewport; the machines are in
// machineFixtures.ts.

export * from './machineFixtures';

/** Stories of the used machines: the portal's messages, their parts, and the public forms'. */
export const usedMachinesMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPublicFormsMessages,
    portalUsedMachinesMessages,
    portalUsedMachinesControlsMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';
