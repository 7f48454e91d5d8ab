import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import {
  cancelledLicence,
  contractsMessagesLoader,
  expiredLicence,
  lintracId,
  phoneViewport,
  runningLicence,
  storyToday,
  warranty,
} from '../contractsStoryData';
import { VehicleContractsView } from './VehicleContractsView';

/** A vehicle's TracLink licences and warranties, without their data: each state. */
const meta = {
  title: 'Portal/Contracts/VehicleContracts',
  component: VehicleContractsView,
  parameters: { layout: 'fullscreen', route: `/de/mein-lindner/fuhrpark/${lintracId}/traclink` },
  loaders: [contractsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    kind: 'traclink',
    vehicleId: lintracId,
    state: 'content',
    onRetry: fn(),
    vehicleStatus: 'approved',
    items: [runningLicence],
    today: storyToday,
    onCancel: fn(async () => true),
    onResume: fn(async () => true),
  },
} satisfies Meta<typeof VehicleContractsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const renewHref = `/de/mein-lindner/fuhrpark/${lintracId}/traclink/kasse?renew=${runningLicence.id}`;

/** A running licence: status, dates, prices, renewing now and the switch. */
export const Licence: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'TracLink Smart' })).toBeVisible();
    await expect(canvas.getByText('Eingebaut')).toBeVisible();
    await expect(canvas.getByText('15.01.2026')).toBeVisible();
    await expect(canvas.getByText('14.01.2027')).toBeVisible();
    await expect(canvas.getByText('199,00 €')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Jetzt verlängern: TracLink Smart' }),
    ).toHaveAttribute('href', renewHref);
    await expect(canvas.getByRole('switch', { name: 'Automatisch verlängern' })).toBeChecked();
    // Something runs: nothing new to order.
    await expect(canvas.queryByRole('link', { name: 'Lizenz bestellen' })).toBeNull();
  },
};

/** Cancelling shows what ends and when first; cancelling the question sends nothing. */
export const CancelWithSummary: Story = {
  play: async ({ args, canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Jetzt kündigen: TracLink Smart' });
    await userEvent.click(cancel);
    const summary = canvas.getByRole('group');
    await expect(summary).toHaveTextContent(
      'Deine Lizenz „TracLink Smart“ verlängert sich dann nicht mehr. Sie bleibt bis 14.01.2027 gültig',
    );
    const confirm = canvas.getByRole('button', { name: 'Kündigung bestätigen' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Nicht kündigen' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Jetzt kündigen: TracLink Smart' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt kündigen: TracLink Smart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kündigung bestätigen' }));
    await expect(args.onCancel).toHaveBeenCalledWith(runningLicence, 'cancel');
  },
};

/** Switching the renewal off goes through the same summary. */
export const SwitchOff: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Automatisch verlängern' }));
    await expect(canvas.getByRole('group')).toHaveTextContent('bis 14.01.2027 gültig');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith(runningLicence, 'switch');
  },
};

/** Being cancelled: "wird gekündigt" with its end; the switch withdraws the cancellation. */
export const BeingCancelled: Story = {
  args: { items: [cancelledLicence] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Wird gekündigt, gültig bis 14.01.2027')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Jetzt kündigen/ })).toBeNull();
    const toggle = canvas.getByRole('switch', { name: 'Automatisch verlängern' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onResume).toHaveBeenCalledWith(cancelledLicence);
  },
};

/** Only an expired licence: it can be renewed, and a new one ordered. */
export const Expired: Story = {
  args: { items: [expiredLicence] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Abgelaufen')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Lizenz bestellen' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${lintracId}/traclink/kasse`,
    );
  },
};

export const NoLicence: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dieses Fahrzeug hat noch keine TracLink-Lizenz.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lizenz bestellen' })).toBeVisible();
  },
};

export const Warranty: Story = {
  args: { kind: 'warranty', items: [warranty] },
  parameters: { route: `/de/mein-lindner/fuhrpark/${lintracId}/garantie` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Garantie' })).toBeVisible();
    await expect(canvas.getByText('1.490,00 €')).toBeVisible();
    await expect(canvas.getByText('Einmalig')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /verlängern/ })).toBeNull();
  },
};

/** No warranty: SPEC.md's "no warranty data", and the order link. */
export const NoWarranty: Story = {
  args: { kind: 'warranty', items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Für dieses Fahrzeug liegen keine Garantiedaten vor/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Garantie bestellen' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${lintracId}/garantie/kasse`,
    );
  },
};

/** A vehicle not yet approved: ordering waits for the review. */
export const VehiclePending: Story = {
  args: { items: [], vehicleStatus: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fahrzeug in Prüfung')).toBeVisible();
    await expect(canvas.getByText(/Bestellen kannst Du, sobald es freigegeben ist/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Lizenz bestellen' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: null, vehicleStatus: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', items: null, vehicleStatus: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Installed')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Renew automatically' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel now: TracLink Smart' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
