import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  phoneViewport,
  servicesEmpty,
  servicesMessagesLoader,
  servicesWithDealer,
  servicesWithoutDealer,
} from '../../servicesStoryData';
import { ServicesView } from './ServicesView';

/** The services page, without its data: each state. */
const meta = {
  title: 'Portal/Services/Services',
  component: ServicesView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/services' },
  loaders: [servicesMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), services: servicesWithDealer },
} satisfies Meta<typeof ServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every offer, the three external sites in new tabs, the dealer and its two contacts. */
export const WithDealer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const offers = within(canvas.getByRole('region', { name: 'Unsere Services' }));
    await expect(offers.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(offers.getByRole('heading', { name: 'Mietpark' })).toBeVisible();
    await expect(offers.getByText(/gültigen Führerschein/)).toBeVisible();

    const links = within(canvas.getByRole('region', { name: 'Mehr Services online' }));
    for (const [name, href] of [
      ['Fahrzeug mieten', 'https://www.lindner-traktoren.at/service/mietpark'],
      ['Hofbesuch vereinbaren', 'https://www.lindner-traktoren.at/service/hofbesuch'],
      ['Fahrertraining buchen', 'https://www.lindner-traktoren.at/service/fahrertraining'],
    ] as const) {
      const link = links.getByRole('link', { name: `${name} (öffnet in neuem Tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }

    const contacts = canvas.getByRole('region', { name: 'Deine Ansprechpartner' });
    await expect(contacts).toHaveAttribute('id', 'GvlContact');
    const contact = within(contacts);
    await expect(
      contact.getByRole('heading', { name: 'Landtechnik Huber GmbH, Kundl' }),
    ).toBeVisible();
    await expect(contact.getByRole('link', { name: '+43 5338 8420' })).toHaveAttribute(
      'href',
      'tel:+4353388420',
    );
    const maria = within(contact.getByRole('heading', { name: 'Maria Huber' }).closest('li')!);
    await expect(maria.getByText('Ansprechpartner beim Händler')).toBeVisible();
    const phone = maria.getByRole('link', { name: '+43 (0) 5338 8420-12' });
    await expect(phone).toHaveAttribute('href', 'tel:+435338842012');
    await expect(phone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      maria.getByRole('link', { name: 'maria.huber@landtechnik-huber.at' }),
    ).toHaveAttribute('href', 'mailto:maria.huber@landtechnik-huber.at');
    const thomas = within(contact.getByRole('heading', { name: 'Thomas Berger' }).closest('li')!);
    await expect(thomas.getByText('Gebietsverkaufsleiter von Lindner')).toBeVisible();
    await expect(thomas.queryByText('E-Mail')).toBeNull();
    await expect(contact.queryByText('Wir kennen Deinen Händler noch nicht')).toBeNull();
  },
};

/** No zip in the profile: no dealer, but the way to the profile and to the dealer finder. */
export const WithoutDealer: Story = {
  args: { services: servicesWithoutDealer },
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole('region', { name: 'Deine Ansprechpartner' }));
    await expect(contact.getByText('Wir kennen Deinen Händler noch nicht')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Profil vervollständigen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/profil',
    );
    await expect(
      contact.getByRole('link', { name: 'Händler in Deiner Nähe suchen' }),
    ).toHaveAttribute('href', '/de/service-kontakt/haendlersuche');
    await expect(contact.queryByRole('link', { name: /^tel/ })).toBeNull();
  },
};

/** No offers to show, and a dealer without named contacts: each part says so. */
export const Empty: Story = {
  args: { services: servicesEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Gerade gibt es hier keine Service-Angebote/)).toBeVisible();
    await expect(
      canvas.getByText(/^Dein Händler hat noch keine Ansprechpartner genannt/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+43 5338 8420' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', services: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', services: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutDealerInFrench: Story = {
  args: { services: servicesWithoutDealer },
  parameters: { route: '/fr/mon-lindner/services' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Compléter le profil' })).toHaveAttribute(
      'href',
      '/fr/mon-lindner/profil',
    );
    await expect(
      canvas.getByRole('link', { name: 'Trouver un revendeur près de chez vous' }),
    ).toHaveAttribute('href', '/fr/service-contact/recherche-revendeur');
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deine Ansprechpartner' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
