import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { accountsMessagesLoader } from '../../accountsStoryMessages';
import { AccountDeletedView } from './AccountDeletedView';

/** After deleting the account: signed out, with the ways on. */
const meta = {
  title: 'Portal/Accounts/AccountDeleted',
  component: AccountDeletedView,
  parameters: { layout: 'fullscreen', route: '/de/konto-geloescht' },
  loaders: [accountsMessagesLoader],
  decorators: [withPortalMessages],
  args: { homeHref: '/de', registrationHref: '/de/registrieren' },
} satisfies Meta<typeof AccountDeletedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDeleted: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dein Konto ist gelöscht' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      '/de',
    );
    await expect(canvas.getByRole('link', { name: 'Neues Konto anlegen' })).toHaveAttribute(
      'href',
      '/de/registrieren',
    );
  },
};
