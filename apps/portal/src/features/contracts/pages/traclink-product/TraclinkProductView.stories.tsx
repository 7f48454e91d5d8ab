import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport, traclinkCatalogue, traclinkMessagesLoader } from '../../contractsStoryData';
import { TraclinkProductView } from './TraclinkProductView';

/** The public TracLink product pages, without their data: each product and price state. */
const meta = {
  title: 'Portal/Contracts/TraclinkProduct',
  component: TraclinkProductView,
  parameters: { layout: 'fullscreen', route: '/de-at/traclink/produkte/smart' },
  loaders: [traclinkMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    product: 'smart',
    catalogue: { state: 'content', product: traclinkCatalogue[1]! },
    retryHref: '/de-at/traclink/produkte/smart',
  },
} satisfies Meta<typeof TraclinkProductView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling;

/** Smart: the device in the tractor, its list prices net and with VAT, and the order link. */
export const Smart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TracLink Smart' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('TracLink Smart | Lindner'));
    await expect(canvas.getByText(/Ein Gerät im Traktor/)).toBeVisible();
    await expect(rowOf(canvasElement, 'Jährlich')).toHaveTextContent(
      '199,00 € netto · 238,80 € inkl. MwSt.',
    );
    await expect(rowOf(canvasElement, 'Einrichtungsgebühr (einmalig)')).toHaveTextContent(
      '99,00 € netto',
    );
    await expect(rowOf(canvasElement, 'Gratiszeit')).toHaveTextContent('3 Monate kostenlos');
    await expect(canvas.getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/traclink',
    );
  },
};

export const Mobile: Story = {
  args: { product: 'mobile', catalogue: { state: 'content', product: traclinkCatalogue[0]! } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TracLink Mobile' })).toBeVisible();
    await expect(canvas.getByText(/kommen vom Telefon/)).toBeVisible();
    await expect(rowOf(canvasElement, 'Monatlich')).toHaveTextContent(
      '4,90 € netto · 5,88 € inkl. MwSt.',
    );
    await expect(canvas.getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/traclink',
    );
  },
};

/**
 * The prices could not be fetched: the error block, its Retry a link to the page again (the page
 * runs no script), and the copy and the order link as ever.
 */
export const PricesFailed: Story = {
  args: { catalogue: { state: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de-at/traclink/produkte/smart',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Jetzt bestellen' })).toBeVisible();
  },
};

export const NotInCatalogue: Story = {
  args: { catalogue: { state: 'content', product: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Preise können gerade nicht geladen werden.')).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Commander maintenant' })).toHaveAttribute(
      'href',
      '/fr-fr/mon-lindner/flotte/traclink',
    );
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Jetzt bestellen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
