import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portalMessagesLoader, withPortalMessages } from '../../../shared/storybook/portalLocale';
import { OrderBannerView } from './OrderBannerView';

const inProcessing = [
  {
    id: '7d3c9e1a-5b2f-4c8d-9e0a-1b2c3d4e5f01',
    productName: 'TracLink Smart',
    createdAt: '2026-11-20T09:30:00+01:00',
  },
];

/** The bottom area's bar of an order Lindner is processing; nothing without one. */
const meta = {
  title: 'Portal/OrderBanner',
  component: OrderBannerView,
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { orders: inProcessing },
} satisfies Meta<typeof OrderBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProcessing: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Bestellung in Bearbeitung' });
    await expect(region).toHaveTextContent(
      'Deine Bestellung „TracLink Smart“ vom 20.11.2026 wird bearbeitet.',
    );
    await expect(canvas.getByRole('link', { name: 'Zu Deinen Bestellungen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/bestellungen',
    );
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent(
      'Votre commande « TracLink Smart » du 20 nov. 2026 est en cours de traitement.',
    );
  },
};

export const NothingInProcessing: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
