import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portalMessagesLoader, withPortalMessages } from '../../../shared/storybook/portalLocale';
import { ErrorPage } from './ErrorPage';

/** The portal's 404 and 405 pages, with the ways on of the area the address is in. */
const meta = {
  title: 'Portal/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { status: 404, area: 'personal', locale: 'de' },
  // The page's locale (its links' paths) is the toolbar's, as its texts are.
  argTypes: { locale: { control: false } },
  render: (args, { globals }) => (
    <ErrorPage {...args} locale={toLocale(globals.locale as string)} />
  ),
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const homeName = /Mein Lindner|My Lindner|Mon Lindner/;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/404/);
    await expect(canvas.getByRole('link', { name: homeName })).toHaveAttribute(
      'href',
      '/de/mein-lindner',
    );
  },
};

export const PublicNotFound: Story = {
  args: { area: 'public' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/404/);
    const ways = canvas.getByRole('navigation', { name: 'Weiter zu' });
    await expect(ways).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      '/de/',
    );
    await expect(canvas.getByRole('link', { name: 'Gebrauchtmaschinen suchen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen',
    );
    await expect(canvas.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/de/service-kontakt/kontakt',
    );
    await expect(canvas.queryByRole('link', { name: homeName })).toBeNull();
  },
};

export const NoLongerAvailable: Story = {
  args: { status: 405 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/405/);
    await expect(canvas.getByRole('link', { name: homeName })).toBeVisible();
  },
};

export const NoLongerAvailableInFrench: Story = {
  globals: { locale: 'fr' },
  args: { status: 405, area: 'public' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Erreur 405 : page plus disponible',
    );
    await expect(canvas.getByText(/supprimée ou déplacée/)).toBeVisible();
  },
};
