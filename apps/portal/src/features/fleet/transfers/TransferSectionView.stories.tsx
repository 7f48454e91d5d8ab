import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withDrafts } from '../../../shared/storybook/drafts';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { phoneViewport } from '../fleetStoryData';
import { fleetMessagesLoader } from '../fleetStoryMessages';
import { TransferSectionView } from './TransferSectionView';
import { offered, openTransfer, ownAddressRefused, vehicleId } from './transferStoryData';

/** The vehicle page's "hand over" section without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Transfer section',
  component: TransferSectionView,
  parameters: { route: `/de/mein-lindner/fuhrpark/${vehicleId}` },
  loaders: [fleetMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    vehicleId,
    state: 'content',
    onRetry: fn(),
    open: null,
    onOffer: fn(offered),
    onWithdraw: fn(async () => true),
    onDownloadDiary: fn(async () => true),
  },
} satisfies Meta<typeof TransferSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms, the diary download, and the offer with the buyer's address and the diary choice. */
export const Offer: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fahrzeug übergeben' })).toBeVisible();
    await expect(canvas.getByText(/Die Garantie gehört zum Fahrzeug/)).toBeVisible();
    await expect(canvas.getByText(/Eine TracLink-Lizenz ist Dein Abo/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tagebuch als CSV herunterladen' }));
    await expect(args.onDownloadDiary).toHaveBeenCalledOnce();

    await userEvent.type(
      canvas.getByLabelText(/E-Mail-Adresse der Person/),
      'lena.gruber@example.com',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Bleibt bei mir/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /will es übergeben/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe anbieten' }));
    await waitFor(() => expect(args.onOffer).toHaveBeenCalledOnce());
    await expect(args.onOffer).toHaveBeenCalledWith({
      vehicleId,
      input: { buyerEmail: 'lena.gruber@example.com', diaryGoes: false },
    });
  },
};

/** Not confirmed, or not an address: nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse der Person/), 'lena.gruber');
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe anbieten' }));
    await expect(
      await canvas.findAllByText('Bitte eine gültige E-Mail-Adresse eingeben.'),
    ).not.toHaveLength(0);
    await expect(args.onOffer).not.toHaveBeenCalled();
  },
};

/** The server's refusal (the seller's own address) shows on the field. */
export const Refused: Story = {
  args: { onOffer: fn(ownAddressRefused) },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText(/E-Mail-Adresse der Person/),
      'josef.brunner@example.com',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /will es übergeben/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe anbieten' }));
    await expect(
      await canvas.findAllByText('Das ist Deine eigene E-Mail-Adresse.'),
    ).not.toHaveLength(0);
  },
};

/** While a transfer is open: to whom and since when, and withdrawing after a question. */
export const Offered: Story = {
  args: { open: openTransfer },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Übergabe angeboten')).toBeVisible();
    await expect(canvas.getByText(/an lena\.gruber@example\.com angeboten/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Übergabe anbieten' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe zurückziehen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zurückziehen' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Übergabe anbieten' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
