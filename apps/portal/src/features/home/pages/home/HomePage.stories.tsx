import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import { HomePage } from './HomePage';

/** The public site's home page: who Lindner is and the ways on. */
const meta = {
  title: 'Portal/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/de-at/' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Austria: Story = {
  globals: { locale: 'de-at', viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Traktoren und Transporter aus Tirol' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Traktoren und Transporter aus Tirol | Lindner'),
    );
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Händler finden'),
    );
    await expect(canvas.getByRole('link', { name: 'Händler finden' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/haendlersuche',
    );
    const teasers = {
      'Händler suchen': '/de-at/service-kontakt/haendlersuche',
      'Achslast berechnen': '/de-at/service-kontakt/achslastrechner',
      'Finanzierung berechnen': '/de-at/service-kontakt/finanzierungsrechner',
      'Nachricht schreiben': '/de-at/service-kontakt/kontakt',
      Anmelden: '/de-at/mein-lindner',
    };
    for (const [name, href] of Object.entries(teasers)) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    // Drawn, not downloaded: no image waits for the network.
    await expect(document.querySelectorAll('[data-story-root] img')).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'xl' } },
  parameters: { route: '/en/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tractors and transporters from Tyrol' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Work out financing' })).toHaveAttribute(
      'href',
      '/en/service-contact/finance-calculator',
    );
    await expect(canvas.getByRole('link', { name: 'Go to My Lindner' })).toHaveAttribute(
      'href',
      '/en/my-lindner',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tracteurs et transporteurs du Tyrol' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute(
      'href',
      '/fr-fr/service-contact/contact',
    );
  },
};

/** On a 360 px phone the teasers stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { locale: 'de', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const [first, second] = canvas.getAllByRole('heading', { level: 3 });
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};
