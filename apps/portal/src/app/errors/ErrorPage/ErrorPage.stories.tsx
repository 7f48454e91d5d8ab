import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portalMessagesLoader, withPortalMessages } from '../../../shared/storybook/portalLocale';
import { ErrorPage } from './ErrorPage';

/** The portal's 404 and 405 pages, each with a link to the dashboard. */
const meta = {
  title: 'Portal/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { status: 404, homePath: '/de/mein-lindner' },
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

export const NoLongerAvailable: Story = {
  args: { status: 405 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/405/);
    await expect(canvas.getByRole('link', { name: homeName })).toBeVisible();
  },
};

export const NoLongerAvailableInFrench: Story = {
  globals: { locale: 'fr' },
  args: { status: 405, homePath: '/fr/mon-lindner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Erreur 405 : page plus disponible',
    );
    await expect(canvas.getByText(/supprimée ou déplacée/)).toBeVisible();
  },
};
