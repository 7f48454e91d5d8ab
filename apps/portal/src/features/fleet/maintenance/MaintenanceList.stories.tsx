import type { BookingDealers, ServiceBooking, VehicleMaintenance } from '@lindner/api/schema';
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

const dealers: BookingDealers = [
  {
    id: 'landtechnik-gwiggner-kundl',
    name: 'Landtechnik Gwiggner',
    street: 'Dorf 1',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
    distanceKm: 0.8,
    own: true,
  },
  {
    id: 'landmaschinen-krismer-imst',
    name: 'Landmaschinen Krismer',
    street: 'Industriezone 3',
    zip: '6460',
    city: 'Imst',
    country: 'AT',
    distanceKm: 86.4,
    own: false,
  },
];

const booking = (overrides: Partial<ServiceBooking>): ServiceBooking => ({
  id: '0b7e3c1a-5d2f-4e8b-9c6a-1f2e3d4c5b6a',
  state: 'requested',
  dealerId: 'landtechnik-gwiggner-kundl',
  dealerName: 'Landtechnik Gwiggner',
  dates: ['2026-12-07', '2026-12-09'],
  items: ['engineOil', 'hydraulicOil'],
  note: null,
  confirmedDate: null,
  dealerProposal: null,
  ...overrides,
});

/** The plan with the due items booked. */
const bookedPlan = (overrides: Partial<ServiceBooking>): VehicleMaintenance => ({
  ...plan,
  items: plan.items.map((item) =>
    item.state === 'ok' ? item : { ...item, booking: booking(overrides) },
  ),
});

const bookingArgs = {
  dealersState: 'content' as const,
  dealers,
  onRetryDealers: fn(),
  onOpen: fn(),
  onBook: fn(saved),
  onWithdraw: fn(),
  onAccept: fn(),
};

/** A vehicle's maintenance section without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Maintenance',
  component: MaintenanceList,
  parameters: { route: `/de/mein-lindner/fuhrpark/${vehicleId}` },
  loaders: [fleetMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    vehicleId,
    state: 'content',
    onRetry: fn(),
    maintenance: plan,
    onDone: fn(saved),
    booking: bookingArgs,
  },
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

const openBooking = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(
    canvas.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: beim Händler buchen' }),
  );
  return within(canvas.getByRole('form', { name: 'Service beim Händler buchen' }));
};

/** Due items offer the booking; the form books all due items at the chosen dealer. */
export const Book: Story = {
  play: async ({ args, canvas }) => {
    // Only due and overdue items can be booked.
    await expect(
      canvas.queryByRole('button', { name: 'Kühlflüssigkeit wechseln: beim Händler buchen' }),
    ).toBeNull();
    const form = await openBooking(canvas);
    await expect(args.booking.onOpen).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText(
        'Gebucht werden die fälligen Punkte: Motoröl und Ölfilter wechseln und Hydrauliköl und Hydraulikfilter wechseln',
      ),
    ).toBeVisible();
    const own = form.getByRole('radio', {
      name: /Landtechnik Gwiggner, 6250 Kundl .*Dein Händler/,
    });
    await expect(own).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: /Landmaschinen Krismer, 6460 Imst/ }));
    await userEvent.type(form.getByLabelText(/Wunschtermin/), '2026-12-07');
    await userEvent.type(form.getByLabelText(/Dritter Termin/), '2026-12-09');
    await userEvent.type(form.getByLabelText(/Nachricht an den Händler/), 'Bitte vormittags.');
    await userEvent.click(form.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(args.booking.onBook).toHaveBeenCalledOnce());
    await expect((args.booking.onBook as ReturnType<typeof fn>).mock.calls[0]![0]).toEqual({
      dealerId: 'landmaschinen-krismer-imst',
      dates: ['2026-12-07', '2026-12-09'],
      items: ['engineOil', 'hydraulicOil'],
      note: 'Bitte vormittags.',
    });
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
  },
};

/** The server's messages show on their fields (a date by its place); nothing typed is lost. */
export const BookRefused: Story = {
  args: {
    booking: {
      ...bookingArgs,
      onBook: fn(async (): Promise<SubmitOutcome> => ({
        ok: false,
        message: 'Bitte prüfe die markierten Felder.',
        fieldErrors: { 'dates.1': 'Der Termin muss nach dem heutigen Tag liegen.' },
      })),
    },
  },
  play: async ({ canvas }) => {
    const form = await openBooking(canvas);
    await userEvent.type(form.getByLabelText(/Wunschtermin/), '2026-12-07');
    await userEvent.type(form.getByLabelText(/Dritter Termin/), '2020-01-01');
    await userEvent.click(form.getByRole('button', { name: 'Anfrage senden' }));
    const third = form.getByLabelText(/Dritter Termin/);
    await waitFor(() => expect(third).toHaveAccessibleDescription(/nach dem heutigen Tag/));
    await expect(form.getByLabelText(/Wunschtermin/)).toHaveValue('2026-12-07');
    await expect(third).toHaveValue('2020-01-01');
  },
};

export const DealersLoading: Story = {
  args: { booking: { ...bookingArgs, dealersState: 'loading', dealers: null } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: beim Händler buchen' }),
    );
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const DealersError: Story = {
  args: { booking: { ...bookingArgs, dealersState: 'error', dealers: null } },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: beim Händler buchen' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.booking.onRetryDealers).toHaveBeenCalledOnce();
  },
};

export const NoDealers: Story = {
  args: { booking: { ...bookingArgs, dealers: [] } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: beim Händler buchen' }),
    );
    await expect(canvas.getByText(/Wir finden keinen Händler für Dich/)).toBeVisible();
  },
};

/** A booking waiting for the dealer: its dates; it can be withdrawn; nothing else is booked. */
export const Requested: Story = {
  args: { maintenance: bookedPlan({}) },
  play: async ({ args, canvas }) => {
    const oil = itemOf(canvas, 'Motoröl und Ölfilter wechseln');
    await expect(
      oil.getByText(
        (text) =>
          text.replace(/[\u00a0\u202f]/g, ' ') ===
          'Angefragt bei Landtechnik Gwiggner für 07.12.2026 oder 09.12.2026',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /beim Händler buchen/ })).toBeNull();
    await userEvent.click(
      oil.getByRole('button', { name: 'Motoröl und Ölfilter wechseln: Buchung zurückziehen' }),
    );
    await expect(args.booking.onWithdraw).toHaveBeenCalledWith(
      '0b7e3c1a-5d2f-4e8b-9c6a-1f2e3d4c5b6a',
    );
  },
};

export const Confirmed: Story = {
  args: { maintenance: bookedPlan({ state: 'confirmed', confirmedDate: '2026-12-09' }) },
  play: async ({ canvas }) => {
    const oil = itemOf(canvas, 'Motoröl und Ölfilter wechseln');
    await expect(
      oil.getByText('Termin bei Landtechnik Gwiggner bestätigt: 09.12.2026'),
    ).toBeVisible();
  },
};

/** The dealer proposed another date: accepting it confirms the booking. */
export const Proposed: Story = {
  args: {
    maintenance: bookedPlan({
      state: 'proposed',
      dealerProposal: { date: '2026-12-14', message: 'Am Vormittag.' },
    }),
  },
  play: async ({ args, canvas }) => {
    const oil = itemOf(canvas, 'Motoröl und Ölfilter wechseln');
    await expect(oil.getByText('Landtechnik Gwiggner schlägt den 14.12.2026 vor')).toBeVisible();
    await expect(oil.getByText('Nachricht des Händlers: Am Vormittag.')).toBeVisible();
    await userEvent.click(
      oil.getByRole('button', {
        name: 'Motoröl und Ölfilter wechseln: Termin annehmen',
      }),
    );
    await expect(args.booking.onAccept).toHaveBeenCalledWith(
      '0b7e3c1a-5d2f-4e8b-9c6a-1f2e3d4c5b6a',
    );
  },
};

export const BookingOnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const form = await openBooking(canvas);
    await expect(form.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
