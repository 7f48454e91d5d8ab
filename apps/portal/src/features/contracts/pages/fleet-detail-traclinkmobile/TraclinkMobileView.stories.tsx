import type { ContractItemEntry, TraclinkMobile } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  contractsMessagesLoader,
  expiredLicence,
  geotracId,
  lintracId,
  phoneViewport,
  runningLicence,
} from '../../contractsStoryData';
import { TraclinkMobileView } from './TraclinkMobileView';

const code = 'K7QM2XR9TZ4HC8VWPN3B6DJ5FA';
const address = `traclinkmobile://pair?code=${code}`;

const mobileLicence: ContractItemEntry = {
  ...runningLicence,
  id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a11',
  title: 'TracLink Mobile',
  status: 'active',
  validFrom: '2026-05-28',
  validTo: '2027-05-27',
  productId: 'traclink-mobile',
};

const paired: TraclinkMobile = {
  licence: mobileLicence,
  pairing: { code, address, issuedAt: '2026-11-20T08:00:00Z' },
};

/** A vehicle's TracLink Mobile tab, without its data: each state. */
const meta = {
  title: 'Portal/Contracts/TraclinkMobile',
  component: TraclinkMobileView,
  parameters: {
    layout: 'fullscreen',
    route: `/de/mein-lindner/fuhrpark/${lintracId}/traclinkmobile`,
  },
  loaders: [contractsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    vehicleId: lintracId,
    state: 'content',
    onRetry: fn(),
    mobile: paired,
    onNewCode: fn(async () => true),
  },
} satisfies Meta<typeof TraclinkMobileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active licence: its state and validity, the steps, the QR code, the link and the code. */
export const WithLicence: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'TracLink Mobile', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Aktiv')).toBeVisible();
    await expect(canvas.getByText('27.05.2027')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR-Code zum Koppeln der App: Lintrac 110' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In der App öffnen' })).toHaveAttribute(
      'href',
      address,
    );
    await expect(canvas.getByText('K7QM 2XR9 TZ4H C8VW PN3B 6DJ5 FA')).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'Handy-App koppeln' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** "New code" asks first; confirming replaces the code. */
export const NewCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Neuen Code erstellen' }));
    await expect(
      canvas.getByText(/Der bisherige Code funktioniert danach nicht mehr/),
    ).toBeVisible();
    await expect(args.onNewCode).not.toHaveBeenCalled();
    const confirm = canvas.getByRole('button', { name: 'Ja, neuen Code erstellen' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onNewCode).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Neuen Code erstellen' })).toHaveFocus();
  },
};

export const Expiring: Story = {
  args: {
    mobile: { ...paired, licence: { ...mobileLicence, status: 'expiring', validTo: '2026-12-20' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Läuft bald ab')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR-Code/ })).toBeVisible();
  },
};

/** No licence: says so and offers the shop for this vehicle. */
export const NoLicence: Story = {
  args: { vehicleId: geotracId, mobile: { licence: null, pairing: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/hat keine TracLink-Mobile-Lizenz/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'TracLink Mobile bestellen' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${geotracId}/traclink/kasse`,
    );
    await expect(canvas.getByRole('link', { name: 'Mehr über TracLink Mobile' })).toHaveAttribute(
      'href',
      '/de/traclink/produkte/mobile',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An ended licence: no pairing, the shop. */
export const Expired: Story = {
  args: { mobile: { licence: { ...expiredLicence, productId: 'traclink-mobile' }, pairing: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Abgelaufen')).toBeVisible();
    await expect(canvas.getByText(/Diese Lizenz ist abgelaufen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'TracLink Mobile bestellen' })).toBeVisible();
  },
};

/** Ordered: not set up yet, no pairing and no shop. */
export const Ordered: Story = {
  args: { mobile: { licence: { ...mobileLicence, status: 'ordered' }, pairing: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deine Lizenz ist bestellt/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'TracLink Mobile bestellen' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', mobile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', mobile: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ouvrir dans l’application' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
