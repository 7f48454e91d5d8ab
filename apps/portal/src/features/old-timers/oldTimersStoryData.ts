import { apiMessages } from '@lindner/api';
import type { OldTimerDetail } from '@lindner/api/schema';
import { authMessages } from '@lindner/auth';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import {
  portalOldTimerCataloguesMessages,
  portalOldTimerGalleryMessages,
  portalOldTimersMessages,
} from '../../messages/oldTimers';
import type { PortalConfig } from '../../shared/config';
import type { ListedCatalogue } from './components/CatalogueList';
import { catalogueUrl } from './oldTimerAddress';

// The old-timer pages' stories: their texts and the phone's viewport; the old-timers are in
// oldTimerFixtures.ts.

export * from './oldTimerFixtures';

/** Stories of the old-timer pages: the portal's messages and the old-timers' three parts. */
export const oldTimersMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    authMessages,
    portalMessages,
    portalOldTimersMessages,
    portalOldTimerCataloguesMessages,
    portalOldTimerGalleryMessages,
  ]),
});

export { phoneViewport } from '../../shared/storybook/viewports';

/** The portal's addresses as an island gets them (no sign-on or API is reached in a story). */
export const storyConfig: PortalConfig = {
  signOn: {
    url: 'https://sign-on.example',
    realm: 'lindner',
    clientId: 'lindner-pimcore',
    silentCheckSsoRedirectUri: 'https://portal.example/silent-check-sso.html',
  },
  api: { baseUrl: 'https://portal.example/api', clientSegment: 'portal' },
};

/** An old-timer's catalogues with their PDFs' addresses, as the page lists them. */
export function listedCataloguesOf(oldTimer: OldTimerDetail): ListedCatalogue[] {
  return oldTimer.catalogues.map((catalogue) => ({
    ...catalogue,
    href: catalogueUrl(storyConfig.api, oldTimer.id, catalogue.id),
  }));
}
