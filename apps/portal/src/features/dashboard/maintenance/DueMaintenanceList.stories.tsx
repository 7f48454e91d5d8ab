import type { DueMaintenance } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { portalMessagesLoader, withPortalMessages } from '../../../shared/storybook/portalLocale';
import { phoneViewport } from '../../../shared/storybook/viewports';
import { DueMaintenanceList } from './DueMaintenanceList';

const lintrac = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';
const geotrac = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02';

const due: DueMaintenance = [
  {
    vehicleId: geotrac,
    modelName: 'Geotrac 94ep',
    vin: 'VBLA09400G0023456',
    operatingHours: 3120,
    item: {
      key: 'hydraulicOil',
      name: 'Hydrauliköl und Hydraulikfilter wechseln',
      hoursInterval: 1000,
      monthsInterval: 24,
      firstAtHours: null,
      lastDone: { date: '2024-10-10', hours: 2100 },
      dueAtHours: 3100,
      dueOn: '2026-10-10',
      state: 'overdue',
      booking: null,
    },
  },
  {
    vehicleId: lintrac,
    modelName: 'Lintrac 110',
    vin: 'VBLA11000L0012345',
    operatingHours: 1843.5,
    item: {
      key: 'engineOil',
      name: 'Motoröl und Ölfilter wechseln',
      hoursInterval: 500,
      monthsInterval: 12,
      firstAtHours: null,
      lastDone: { date: '2026-03-10', hours: 1360 },
      dueAtHours: 1860,
      dueOn: '2027-03-10',
      state: 'dueSoon',
      booking: null,
    },
  },
];

/** The dashboard's due maintenance without its data: each state. */
const meta = {
  title: 'Portal/Dashboard/Due maintenance',
  component: DueMaintenanceList,
  parameters: { route: '/de/mein-lindner' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), due },
} satisfies Meta<typeof DueMaintenanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** Overdue first, each linked to its vehicle's maintenance section. */
export const Due: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const first = within(items[0]!);
    await expect(
      first.getByRole('link', { name: 'Hydrauliköl und Hydraulikfilter wechseln' }),
    ).toHaveAttribute('href', `/de/mein-lindner/fuhrpark/${geotrac}#maintenance`);
    await expect(plain(items[0]!.textContent)).toContain('Überfällig');
    await expect(plain(items[0]!.textContent)).toContain(
      'Fällig bei 3.100 Std. oder am 10.10.2026',
    );
    await expect(plain(items[0]!.textContent)).toContain('Geotrac 94ep, jetzt 3.120 Std.');
    await expect(plain(items[1]!.textContent)).toContain('Bald fällig');
  },
};

export const AllDone: Story = {
  args: { due: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alles erledigt')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', due: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', due: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
