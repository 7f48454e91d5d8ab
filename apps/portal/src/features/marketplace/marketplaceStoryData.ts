import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import { portalMarketplaceMessages } from '../../messages/marketplace';

// The marketplace's stories: their texts and the phone's viewport; the ads are in
// marketplaceFixtures.ts.

export * from './marketplaceFixtures';

/** Stories of the marketplace: the portal's messages, the API's field messages and this part. */
export const marketplaceMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalMarketplaceMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';
