import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { approvedVehicle, phoneViewport, pendingVehicle } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { IncomingTransfersNoticeView } from '../../transfers/IncomingTransfersNotice';
import { incomingTransfers, offered, outgoingTransfers } from '../../transfers/transferStoryData';
import { TransfersView } from './TransfersView';

const loaded = <T,>(items: T[]) => ({ state: 'content' as const, onRetry: fn(), items });

/** The transfers page without its data: offers to the user, the user's own transfers. */
const meta = {
  title: 'Portal/Fleet/Transfers',
  component: TransfersView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fuhrpark/uebergaben' },
  loaders: [fleetMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    incoming: loaded(incomingTransfers),
    outgoing: loaded(outgoingTransfers),
    onAccept: fn(async () => true),
    onRefuse: fn(async () => true),
    onWithdraw: fn(async () => true),
    onDownloadDiary: fn(async () => true),
    ad: null,
  },
} satisfies Meta<typeof TransfersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const entryOf = (canvas: ReturnType<typeof within>, text: string) =>
  within(canvas.getByText(text).closest('li')!);

/** An offer to accept (after a question), and the user's transfers in each state. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const offer = entryOf(canvas, 'Fahrgestellnummer VBLA09400G0023456');
    await expect(offer.getByText(/Von Josef Brunner, angeboten am/)).toBeVisible();
    await expect(offer.getByText(/dazu das Tagebuch/)).toBeVisible();
    await userEvent.click(offer.getByRole('button', { name: 'Annehmen' }));
    await expect(
      offer.getByText('Den Geotrac 94ep (VBLA09400G0023456) in Deinen Fuhrpark übernehmen?'),
    ).toBeVisible();
    await userEvent.click(offer.getByRole('button', { name: 'Übernehmen' }));
    await expect(args.onAccept).toHaveBeenCalledWith(incomingTransfers[0]);

    const open = entryOf(canvas, 'An lena.gruber@example.com, angeboten am 20.11.2026');
    await expect(open.getByText('Angeboten, wartet auf Annahme')).toBeVisible();
    const accepted = entryOf(canvas, 'Fahrgestellnummer VBLA09412345CD321');
    await expect(accepted.getByText('Angenommen am 04.10.2026')).toBeVisible();
    await userEvent.click(
      accepted.getByRole('button', { name: 'Deine Kopie des Tagebuchs (CSV)' }),
    );
    await expect(args.onDownloadDiary).toHaveBeenCalledWith(outgoingTransfers[1]);
    await expect(canvas.getByText('Zurückgezogen am 13.09.2026')).toBeVisible();
  },
};

/** Refusing asks first too. */
export const Refuse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ablehnen' }));
    await expect(
      canvas.getByText('Die Übergabe des Geotrac 94ep (VBLA09400G0023456) ablehnen?'),
    ).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Ablehnen' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(args.onRefuse).toHaveBeenCalledWith(incomingTransfers[0]);
  },
};

/** An open transfer of the user's can be withdrawn from the list. */
export const Withdraw: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe zurückziehen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zurückziehen' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(outgoingTransfers[0]);
  },
};

export const Empty: Story = {
  args: { incoming: loaded([]), outgoing: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dir wird gerade kein Fahrzeug übergeben/)).toBeVisible();
    await expect(canvas.getByText(/Du hast noch kein Fahrzeug übergeben/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    incoming: { state: 'loading', onRetry: fn(), items: null },
    outgoing: { state: 'loading', onRetry: fn(), items: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const FetchError: Story = {
  args: {
    incoming: { state: 'error', onRetry: fn(), items: null },
    outgoing: loaded(outgoingTransfers),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.incoming.onRetry).toHaveBeenCalledOnce();
  },
};

/** From a sold ad (`?ad=`): the vehicle chosen from the fleet, then the buyer's address. */
export const FromSoldAd: Story = {
  args: {
    ad: {
      adId: '5b1c2a9e-4b7d-4e21-9a3c-0d5e8f7a3001',
      state: 'content',
      onRetry: fn(),
      vehicles: [approvedVehicle, pendingVehicle],
      onOffer: fn(offered),
    },
  },
  play: async ({ args, canvas }) => {
    // The form's code loads with the ad's link only.
    await expect(
      await canvas.findByRole('heading', { name: 'Verkauftes Fahrzeug übergeben' }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(/E-Mail-Adresse der Person/),
      'lena.gruber@example.com',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /will es übergeben/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Übergabe anbieten' }));
    await waitFor(() => expect(args.ad!.onOffer).toHaveBeenCalledOnce());
    await expect(args.ad!.onOffer).toHaveBeenCalledWith({
      vehicleId: approvedVehicle.id,
      input: {
        buyerEmail: 'lena.gruber@example.com',
        diaryGoes: true,
        adId: '5b1c2a9e-4b7d-4e21-9a3c-0d5e8f7a3001',
      },
    });
  },
};

export const FromSoldAdWithoutVehicles: Story = {
  args: {
    ad: {
      adId: '5b1c2a9e-4b7d-4e21-9a3c-0d5e8f7a3001',
      state: 'content',
      onRetry: fn(),
      vehicles: [],
      onOffer: fn(offered),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/kein Fahrzeug, das Du übergeben könntest/)).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Annehmen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The fleet page's notice while an offer waits, with the way to this page. */
export const FleetNotice: StoryObj<typeof IncomingTransfersNoticeView> = {
  render: () => <IncomingTransfersNoticeView incoming={incomingTransfers} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dir wird ein Fahrzeug übergeben')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Übergabe ansehen und annehmen' }),
    ).toHaveAttribute('href', '/de/mein-lindner/fuhrpark/uebergaben');
  },
};
