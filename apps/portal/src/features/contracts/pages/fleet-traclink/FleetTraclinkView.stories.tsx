import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  contractsMessagesLoader,
  fleetLines,
  geotracId,
  lintracId,
  phoneViewport,
} from '../../contractsStoryData';
import { FleetTraclinkView } from './FleetTraclinkView';

/** The fleet's TracLink overview, without its data: each state. */
const meta = {
  title: 'Portal/Contracts/FleetTraclink',
  component: FleetTraclinkView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fuhrpark/traclink' },
  loaders: [contractsMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), lines: fleetLines },
} satisfies Meta<typeof FleetTraclinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each vehicle with its licence, or "no licence" and a link to order one for it. */
export const Fleet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'TracLink', current: 'page' })).toBeVisible();
    await expect(canvas.getByText('Eingebaut')).toBeVisible();
    await expect(canvas.getByText('14.01.2027')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lizenz ansehen: Lintrac 110' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${lintracId}/traclink`,
    );
    await expect(canvas.getAllByText('Keine Lizenz')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: 'Lizenz bestellen für Geotrac 94ep' }),
    ).toHaveAttribute('href', `/de/mein-lindner/fuhrpark/${geotracId}/traclink/kasse`);
    await expect(canvas.getByText(/Bestellen kannst Du, sobald es freigegeben ist/)).toBeVisible();
  },
};

export const NoVehicles: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du hast noch kein Fahrzeug in Deinem Fuhrpark.')).toBeVisible();
    const add = canvas.getAllByRole('link', { name: 'Fahrzeug hinzufügen' });
    // The tab and the button below the notice.
    await expect(add).toHaveLength(2);
    await expect(add[1]).toHaveAttribute('href', '/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen');
  },
};

export const Loading: Story = {
  args: { state: 'loading', lines: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', lines: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/mon-lindner/flotte/traclink' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Aucune licence')).toHaveLength(2);
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Lizenz bestellen für Geotrac 94ep' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
