import type { VehicleMaintenance } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { phoneViewport } from '../fleetStoryData';
import { fleetMessagesLoader } from '../fleetStoryMessages';
import { MaintenanceList } from './MaintenanceList';

const vehicleId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';

const plan: VehicleMaintenance = {
  vehicleId,
  operatingHours: 1843.5,
  items: [
    {
      key: 'firstService',
      name: 'Erstinspektion',
      hoursInterval: null,
      monthsInterval: null,
      firstAtHours: 50,
      lastDone: { date: '2025-01-10', hours: 52 },
      dueAtHours: null,
      dueOn: null,
      state: 'ok',
      booking: null,
    },
    {
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
    {
      key: 'hydraulicOil',
      name: 'Hydrauliköl und Hydraulikfilter wechseln',
      hoursInterval: 1000,
      monthsInterval: 24,
      firstAtHours: null,
      lastDone: { date: '2024-09-10', hours: 800 },
      dueAtHours: 1800,
      dueOn: '2026-09-10',
      state: 'overdue',
      booking: null,
    },
    {
      key: 'coolant',
      name: 'Kühlflüssigkeit wechseln',
      hoursInterval: 3000,
      monthsInterval: 48,
      firstAtHours: null,
      lastDone: null,
      dueAtHours: 3000,
      dueOn: null,
      state: 'ok',
      booking: null,
    },
  ],
};

const saved = async (): Promise<SubmitOutcome> => ({ ok: true });

/** A vehicle's maintenance section without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Maintenance',
  component: MaintenanceList,
  parameters: { route: `/de/mein-lindner/fuhrpark/${vehicleId}` },
  loaders: [fleetMessagesLoader],
  decorators: [withPortalMessages],
  args: { vehicleId, state: 'content', onRetry: fn(), maintenance: plan, onDone: fn(saved) },
} satisfies Meta<typeof MaintenanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByText(name).closest('li')!);

/** Each item with its state, when it is next due and when it was last done. */
export const Items: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wartung' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const oil = itemOf(canvas, 'Motoröl und Ölfilter wechseln');
    await expect(oil.getByText('Bald fällig')).toBeVisible();
    await expect(
      oil.getByText(
        (text) =>
          text.replace(/[\u00a0\u202f]/g, ' ') === 'Fällig bei 1.860 Std. oder am 10.03.2027',
      ),
    ).toBeVisible();
    await expect(
      oil.getByText(
        (text) =>
          text.replace(/[\u00a0\u202f]/g, ' ') === 'Zuletzt erledigt am 10.03.2026 bei 1.360 Std.',
      ),
    ).toBeVisible();
    const hydraulic = itemOf(canvas, 'Hydrauliköl und Hydraulikfilter wechseln');
    await expect(hydraulic.getByText('Überfällig')).toBeVisible();
    const first = itemOf(canvas, 'Erstinspektion');
    await expect(first.getByText('Nicht mehr fällig')).toBeVisible();
    const coolant = itemOf(canvas, 'Kühlflüssigkeit wechseln');
    await expect(coolant.getByText('Noch nicht erledigt')).toBeVisible();
    await expect(coolant.getByText('In Ordnung')).toBeVisible();
  },
};

/** "Erledigt" opens a small form with today and the vehicle's hours; saving sends them. */
export const MarkDone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: als erledigt eintragen' }),
    );
    const form = within(
      canvas.getByRole('form', { name: 'Motoröl und Ölfilter wechseln erledigt' }),
    );
    const hours = form.getByLabelText(/Betriebsstunden/);
    await userEvent.clear(hours);
    await userEvent.type(hours, '1850');
    await userEvent.click(form.getByRole('button', { name: 'Eintragen' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    const [item, input] = (args.onDone as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(item).toBe('engineOil');
    await expect(input).toMatchObject({ hours: 1850 });
    await expect((input as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Saved: the form closes.
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
  },
};

/** A refusal of the server shows on its field. */
export const Refused: Story = {
  args: {
    onDone: fn(async (): Promise<SubmitOutcome> => ({
      ok: false,
      message: 'Die Betriebsstunden dürfen nicht zurückgehen.',
      fieldErrors: { hours: 'Die Betriebsstunden dürfen nicht zurückgehen.' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Kühlflüssigkeit wechseln: als erledigt eintragen' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Eintragen' }));
    await expect(
      await canvas.findAllByText('Die Betriebsstunden dürfen nicht zurückgehen.'),
    ).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NoPlan: Story = {
  args: { maintenance: { ...plan, items: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Für dieses Modell gibt es noch keinen Wartungsplan.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', maintenance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', maintenance: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Hydrauliköl und Hydraulikfilter wechseln: als erledigt eintragen',
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Eintragen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
