import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { licenceOrder, ordersMessagesLoader, phoneViewport } from '../../ordersStoryData';
import { OrdersReviewView } from './OrdersReviewView';

/** Staff's orders to complete, without their data: each state. */
const meta = {
  title: 'Portal/Orders/OrdersReview',
  component: OrdersReviewView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/bestellungen/pruefung' },
  loaders: [ordersMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    allowed: true,
    state: 'content',
    onRetry: fn(),
    orders: [licenceOrder],
    onComplete: fn(async () => true),
  },
} satisfies Meta<typeof OrdersReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToComplete: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Hof Gruber, Lena Gruber, 6250 Kundl')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Als erledigt markieren: TracLink Smart vom 20.11.2026',
      }),
    );
    await expect(args.onComplete).toHaveBeenCalledWith(licenceOrder);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Bestellung wartet auf die Bearbeitung.')).toBeVisible();
  },
};

/** Without the role `staff`: a clear "not allowed", nothing else. */
export const NotAllowed: Story = {
  args: { allowed: false, orders: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Kein Zugriff');
    await expect(canvas.queryByRole('button')).toBeNull();
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
    await expect(canvas.getByRole('button', { name: /^Mark as done/ })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Als erledigt markieren/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
