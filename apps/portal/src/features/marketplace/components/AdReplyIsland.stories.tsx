import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { adWithPictures, marketplaceMessagesLoader, phoneViewport } from '../marketplaceStoryData';
import { AdReplyIsland } from './AdReplyIsland';

/**
 * The reply as the browser hydrates it on an ad's page: a root of its own, without the portal's
 * router, sign-on or API client, which the island brings along. The server renders every
 * visitor signed out; the sign-on starts only with the button.
 */
const meta = {
  title: 'Portal/Marketplace/ReplyIsland',
  component: AdReplyIsland,
  parameters: { router: false },
  loaders: [marketplaceMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    adId: adWithPictures.id,
    config: {
      signOn: {
        url: 'https://sign-on.example',
        realm: 'lindner',
        clientId: 'lindner-pimcore',
        silentCheckSsoRedirectUri: 'https://portal.example/silent-check-sso.html',
      },
      api: { baseUrl: 'https://portal.example/api', clientSegment: 'portal' },
    },
  },
} satisfies Meta<typeof AdReplyIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Auf die Anzeige antworten' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden und antworten' })).toBeVisible();
  },
};

export const InFrenchOnPhone: Story = {
  parameters: phoneViewport,
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Répondre à l’annonce' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
