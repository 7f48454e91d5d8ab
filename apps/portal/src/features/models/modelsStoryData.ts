import { apiMessages } from '@lindner/api';
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import { portalModelsMessages } from '../../messages/models';

// The model pages' stories: their texts and the phone's viewport; the models are in
// modelFixtures.ts.

export * from './modelFixtures';

/** Stories of the model pages: the portal's messages, this part and the finance calculator's. */
export const modelsMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalModelsMessages,
    financeCalculatorMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';
