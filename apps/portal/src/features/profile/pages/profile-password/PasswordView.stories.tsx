import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import { PasswordView } from './PasswordView';

const accountUrl =
  'https://sso.lindner-traktoren.at/realms/lindner/account?referrer=lindner-pimcore&referrer_uri=https%3A%2F%2Fportal.lindner-traktoren.at%2Fde%2Fmein-lindner%2Fprofil%2Fpasswort';

/** The password tab: a way to the central account service, where the password is changed. */
const meta = {
  title: 'Portal/Profile/Password',
  component: PasswordView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/profil/passwort' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { accountUrl },
} satisfies Meta<typeof PasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkToAccount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', accountUrl);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Change password in your Lindner account' }),
    ).toHaveAttribute('href', accountUrl);
  },
};
