import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { licenceOrder, orders, ordersMessagesLoader, phoneViewport } from '../../ordersStoryData';
import { OrdersView } from './OrdersView';

/** The user's orders, without their data: each state. */
const meta = {
  title: 'Portal/Orders/Orders',
  component: OrdersView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/bestellungen' },
  loaders: [ordersMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), orders },
} satisfies Meta<typeof OrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with type, status, history, totals and its confirmation. */
export const Orders: Story = {
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const newest = within(cards[0]!);
    await expect(newest.getByRole('heading', { name: 'TracLink Smart' })).toBeVisible();
    await expect(newest.getByText('In Bearbeitung', { selector: 'span' })).toBeVisible();
    await expect(newest.getByText('Lintrac 110 (VBLA08512345AB123)')).toBeVisible();
    await expect(newest.getByText('118,80 €')).toBeVisible();
    await expect(newest.getByText('214,92 €')).toBeVisible();
    await expect(
      newest.getByRole('link', { name: 'Bestätigung ansehen: TracLink Smart vom 20.11.2026' }),
    ).toHaveAttribute('href', `/de/mein-lindner/bestellungen/${licenceOrder.id}`);
    const warranty = within(cards[1]!);
    await expect(warranty.getAllByRole('listitem')).toHaveLength(2);
    await expect(warranty.getByText(/^Erledigt: 04\.03\.2026/)).toBeVisible();
    await expect(within(cards[2]!).getByText('Automatische Verlängerung')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du hast noch nichts bestellt.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', orders: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', orders: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Automatic renewal')).toHaveLength(1);
    await expect(canvas.getAllByRole('link', { name: /^View confirmation/ })).toHaveLength(3);
    await expect(canvas.getAllByText('€118.80')).toHaveLength(2);
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
