import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { phoneViewport, reviewVehicles } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { ReviewView } from './ReviewView';

/** Staff's review of new vehicles, without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Review',
  component: ReviewView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fuhrpark/pruefung' },
  loaders: [fleetMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    allowed: true,
    state: 'content',
    onRetry: fn(),
    vehicles: reviewVehicles,
    onApprove: fn(async () => true),
    onReject: fn(saved),
  },
} satisfies Meta<typeof ReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Lena Gruber (lena.gruber@example.com)')).toBeVisible();
    await expect(canvas.getByText('VBLA08598765CD432')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Freigeben' })[0]!);
    await expect(args.onApprove).toHaveBeenCalledWith(reviewVehicles[0]);
  },
};

/** Rejecting needs a reason: sent empty, it says so; with one, it is sent. */
export const RejectWithReason: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Ablehnen' })[0]!);
    const send = canvas.getByRole('button', { name: 'Ablehnung senden' });
    await userEvent.click(send);
    const reason = control<HTMLTextAreaElement>(canvasElement, 'reason');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.click(reason);
    await userEvent.paste('Typenschein unleserlich');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith(reviewVehicles[0], {
        reason: 'Typenschein unleserlich',
      }),
    );
  },
};

export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Fahrzeuge warten auf eine Prüfung.')).toBeVisible();
  },
};

/** Without the role `staff`: a clear "not allowed", nothing else. */
export const NotAllowed: Story = {
  args: { allowed: false, vehicles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Kein Zugriff');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Valider' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: 'loading', vehicles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', vehicles: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Freigeben' })[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
