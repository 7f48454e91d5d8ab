import type { LoyaltyCardHolder } from '@lindner/api/schema';
import { ApiError } from '@lindner/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { phoneViewport } from '../../../../shared/storybook/viewports';
import { accountsMessagesLoader } from '../../accountsStoryMessages';
import { LoyaltyCardView } from './LoyaltyCardView';

const code = 'QH4T9ZK2M7XR5CVWN8P3';
const holder: LoyaltyCardHolder = {
  initials: 'M. O.',
  dealer: {
    id: 'landmaschinen-krismer-imst',
    name: 'Landmaschinen Krismer',
    street: 'Industriezone 21',
    zip: '6460',
    city: 'Imst',
    country: 'AT',
    phone: '+43 5412 63 180',
    email: 'office@landmaschinen-krismer-imst.at.example',
    website: 'https://www.landmaschinen-krismer-imst.at.example',
  },
};
const found = async () => holder;
const notFound = async (): Promise<LoyaltyCardHolder> => {
  throw new ApiError({
    status: 404,
    serverMessage: serverText('server.accounts.loyaltyCard.customerNotFound'),
  });
};
const never = () => new Promise<LoyaltyCardHolder>(() => {});

/** The landing of the loyalty card's QR code: whose card it is, and the ways on. */
const meta = {
  title: 'Portal/Accounts/LoyaltyCard',
  component: LoyaltyCardView,
  parameters: { layout: 'fullscreen', route: `/de/kundenkarte/${code}` },
  loaders: [accountsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    code,
    registrationUrl: 'http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=de',
    api: { baseUrl: 'http://localhost:8080/api', clientSegment: 'portal' },
    lookUp: found,
  },
} satisfies Meta<typeof LoyaltyCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer found: the initials, the dealer, and sign-in or registration that keep the card. */
export const CustomerFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Kunde gefunden: Diese Kundenkarte gehört M. O.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dein Lindner-Händler' })).toBeVisible();
    await expect(canvas.getByText('Landmaschinen Krismer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+43 5412 63 180' })).toHaveAttribute(
      'href',
      'tel:+43541263180',
    );
    const profile = `/de/mein-lindner/profil?card=${code}`;
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', profile);
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      `http://localhost:8080/realms/lindner/login-actions/registration?kc_locale=de&redirect_uri=${encodeURIComponent(window.location.origin + profile)}`,
    );
    await waitFor(() => expect(document.title).toBe('Deine Lindner-Kundenkarte | Lindner'));
  },
};

/** A customer without a dealer in the register: the initials and the ways on only. */
export const CustomerFoundWithoutDealer: Story = {
  args: { lookUp: async () => ({ initials: 'H.', dealer: null }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Kunde gefunden: Diese Kundenkarte gehört H.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Dein Lindner-Händler' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/profil?card=${code}`,
    );
  },
};

/** Customer not found (SPEC.md section 8): the message and the contact form. */
export const CustomerNotFound: Story = {
  args: { lookUp: notFound },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kunde nicht gefunden')).toBeVisible();
    await expect(
      canvas.getByText('Zu diesem Code haben wir keinen Kunden gefunden.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
      'href',
      '/de/service-kontakt/kontakt',
    );
  },
};

/** While the card is looked up. */
export const Checking: Story = {
  args: { lookUp: never },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Deine Kundenkarte wird geprüft …');
  },
};

/** Too many lookups from this address: the server's message. */
export const TooManyLookups: Story = {
  args: {
    lookUp: async () => {
      throw new ApiError({
        status: 429,
        serverMessage:
          'Es wurden zu viele Kundenkarten in kurzer Zeit abgefragt. Bitte versuche es in 60 Minuten wieder.',
      });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Es wurden zu viele Kundenkarten in kurzer Zeit abgefragt.',
    );
  },
};

/** Offline: Retry looks the card up again, and then finds it. */
export const LookupFailedThenRetried: Story = {
  args: {
    lookUp: (() => {
      let attempts = 0;
      return async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return holder;
      };
    })(),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Erneut versuchen' }));
    await expect(
      await canvas.findByText('Kunde gefunden: Diese Kundenkarte gehört M. O.'),
    ).toBeVisible();
  },
};

/** On a 360 px phone: the ways on stacked, nothing wider than the screen. */
export const OnAPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const register = await canvas.findByRole('link', { name: 'Registrieren' });
    const signIn = canvas.getByRole('link', { name: 'Anmelden' });
    await expect(register.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(signIn.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
