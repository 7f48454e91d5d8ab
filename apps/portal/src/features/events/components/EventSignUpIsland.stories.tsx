import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { eventsMessagesLoader, fieldDay, fullTraining, phoneViewport } from '../eventsStoryData';
import { EventSignUpIsland } from './EventSignUpIsland';

/**
 * The sign-up box as the browser hydrates it on an event's page: a root of its own, without the
 * portal's router, sign-on or API client, which the island brings along. The server renders
 * every visitor signed out; the sign-on starts only with the button.
 */
const meta = {
  title: 'Portal/Events/SignUpIsland',
  component: EventSignUpIsland,
  parameters: { router: false },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    event: fieldDay,
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
} satisfies Meta<typeof EventSignUpIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Teilnehmen' });
    await expect(box).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden und teilnehmen' })).toBeVisible();
  },
};

/** A full event: "Ausgebucht", and nothing to sign in for. */
export const Full: Story = {
  args: { event: fullTraining },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ausgebucht')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const InFrenchOnPhone: Story = {
  parameters: phoneViewport,
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Se connecter et participer' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
