import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { accountsMessagesLoader } from '../../accountsStoryMessages';
import { RegistrationView } from './RegistrationView';

/** The registration landing: what the personal area offers, register or sign in. */
const meta = {
  title: 'Portal/Accounts/Registration',
  component: RegistrationView,
  parameters: { layout: 'fullscreen', route: '/de/registrieren' },
  loaders: [accountsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    registerHref: 'http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=de',
    signInHref: '/de/mein-lindner',
  },
} satisfies Meta<typeof RegistrationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Registration: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Konto für Mein Lindner' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Konto für Mein Lindner | Lindner'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
      'href',
      'http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=de',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ich habe schon ein Konto: Anmelden' }),
    ).toHaveAttribute('href', '/de/mein-lindner');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/inscription' },
  args: {
    registerHref: 'http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=fr',
    signInHref: '/fr/mon-lindner',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Compte Mon Lindner' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'S’inscrire maintenant' })).toBeVisible();
  },
};

/** On a 360 px phone the two buttons stack; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
