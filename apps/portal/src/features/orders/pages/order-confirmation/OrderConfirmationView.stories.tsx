import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  licenceOrder,
  ordersMessagesLoader,
  phoneViewport,
  warrantyOrder,
} from '../../ordersStoryData';
import { OrderConfirmationView } from './OrderConfirmationView';

/** An order's printable confirmation, without its data: each state. */
const meta = {
  title: 'Portal/Orders/OrderConfirmation',
  component: OrderConfirmationView,
  parameters: {
    layout: 'fullscreen',
    route: `/de/mein-lindner/bestellungen/${licenceOrder.id}`,
  },
  loaders: [ordersMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), order: licenceOrder, onPrint: fn() },
} satisfies Meta<typeof OrderConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every price line with discount and VAT, the totals, the invoice address, payment on invoice. */
export const Confirmation: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bestellbestätigung' }),
    ).toBeVisible();
    const prices = within(canvas.getByRole('table', { name: 'Preise' }));
    const yearly = within(prices.getByRole('row', { name: /^Jährlich/ }));
    await expect(yearly.getByText('199,00 €')).toBeVisible();
    await expect(yearly.getByText('−19,90 €')).toBeVisible();
    await expect(yearly.getByText('35,82 €')).toBeVisible();
    await expect(yearly.getByText('214,92 €')).toBeVisible();
    await expect(prices.getByRole('columnheader', { name: 'MwSt. 20 %' })).toBeVisible();
    await expect(prices.getByRole('row', { name: /^Summe einmalig/ })).toHaveTextContent(
      '118,80 €',
    );
    await expect(prices.getByRole('row', { name: /^Summe Jährlich/ })).toHaveTextContent(
      '214,92 €',
    );
    await expect(canvas.getByText('Dorfstraße 12')).toBeVisible();
    // The country by its name in the page's language, not its code.
    await expect(canvas.getByText('Österreich')).toBeVisible();
    await expect(canvas.getByText('Zahlung auf Rechnung')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Drucken' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** A warranty: paid once, no recurring total. */
export const Warranty: Story = {
  args: { order: warrantyOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^Einmalig/ })).toHaveTextContent('1.788,00 €');
    await expect(canvas.queryByRole('row', { name: /^Summe Jährlich/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Drucken' })).toBeNull();
  },
};

export const FetchError: Story = {
  args: { state: 'error', order: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paiement sur facture')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
