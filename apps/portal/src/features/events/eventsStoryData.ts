import { apiMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalEventsMessages } from '../../messages/events';

// The events' and trainings' stories: their texts and the phone's viewport; the events are in
// eventFixtures.ts.

export * from './eventFixtures';

/** Stories of events and trainings: the portal's messages, the personal area's and this part. */
export const eventsMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalEventsMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';
