import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import {
  approvedVehicle,
  diary,
  emptyDiary,
  keptEntries,
  pendingVehicle,
  phoneViewport,
  rejectedVehicle,
} from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { VehicleView } from './VehicleView';

const done = async () => true;

/** A table's body rows, cell by cell, with Intl's no-break spaces as plain ones. */
const cellsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
  );

/** A vehicle's overview without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Vehicle',
  component: VehicleView,
  parameters: {
    layout: 'fullscreen',
    route: `/de/mein-lindner/fuhrpark/${approvedVehicle.id}`,
  },
  loaders: [fleetMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    id: approvedVehicle.id,
    state: 'content',
    onRetry: fn(),
    vehicle: approvedVehicle,
    diaryState: 'content',
    onDiaryRetry: fn(),
    diary,
    range: { from: null, to: null },
    onRangeChange: fn(),
    onDeleteEntry: fn(done),
    onDownload: fn(done),
    onPrint: fn(),
    onUploadImage: fn(saved),
    onDeleteVehicle: fn(done),
  },
} satisfies Meta<typeof VehicleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures, the diary's four kinds of entry, print and download. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lintrac 130');
    await expect(canvas.getByText('Kennzahlen')).toBeVisible();
    const entries = within(canvas.getByRole('list', { name: 'Tagebuch' }));
    await expect(entries.getByText(/Grünland, schwer/)).toBeVisible();
    await expect(canvas.getByText('Ölwechsel beim Händler, Filter getauscht.')).toBeVisible();
    await expect(canvas.getByText(/Feldarbeit \(l\/h\): 8,2/)).toBeVisible();
    // Only the tabs whose pages exist: overview, warranty, licence shop and the two entries.
    const tabs = canvas.getByRole('navigation', { name: 'Fahrzeug' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Übersicht',
      'Garantie',
      'Lizenz-Shop',
      'Tagebuch eintragen',
      'Durchschnitt eintragen',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Drucken' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'CSV herunterladen' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    // The diary's charts, as their tables give them to screen readers.
    const fuel = await canvas.findByRole(
      'table',
      { name: 'Kraftstoff pro Monat' },
      { timeout: 5000 },
    );
    await expect(cellsOf(fuel)).toEqual([
      ['September 2026', '85 l'],
      ['November 2026', '95 l'],
    ]);
    const hours = await canvas.findByRole('table', { name: 'Einsatzstunden pro Einsatzart' });
    await expect(cellsOf(hours)).toContainEqual(['Grünland, schwer', '6,5 Std.']);
    await expect(cellsOf(hours)).toContainEqual(['Feld, leicht', '0 Std.']);
  },
};

/** The date range is applied as a whole; one given backwards gets a message. */
export const DateRange: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const from = canvasElement.querySelector<HTMLInputElement>('input[name="from"]')!;
    const to = canvasElement.querySelector<HTMLInputElement>('input[name="to"]')!;
    await userEvent.type(from, '2026-11-30');
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('„Bis“ darf nicht vor „Von“ liegen.');
    await expect(args.onRangeChange).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-11-30', to: '2026-12-31' });
  },
};

/** A range from the URL: shown, and "all entries" clears it. */
export const WithRange: Story = {
  args: { range: { from: '2026-11-01', to: '2026-11-30' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Zeitraum: 01\.11\.2026 bis 30\.11\.2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Einträge' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: null, to: null });
  },
};

/** Deleting an entry asks first; Escape (or cancel) gives focus back. */
export const DeleteEntry: Story = {
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: /Notiz vom .* löschen/ });
    await userEvent.click(remove);
    const confirm = canvas.getByRole('button', { name: 'Löschen' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Notiz vom .* löschen/ })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Notiz vom .* löschen/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    await expect(args.onDeleteEntry).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'note' }),
    );
  },
};

export const DeleteVehicle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fahrzeug löschen' }));
    await expect(
      canvas.getByText(/Lintrac 130 mit seinem ganzen Tagebuch löschen\?/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, löschen' }));
    await expect(args.onDeleteVehicle).toHaveBeenCalledOnce();
  },
};

/** A failed download says so beside the button. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(async () => false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CSV herunterladen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Datei konnte nicht geladen werden.',
    );
  },
};

/** No diary yet: no consumption, and what it needs ("two full fill-ups"). */
export const PendingWithoutEntries: Story = {
  args: {
    id: pendingVehicle.id,
    vehicle: { ...pendingVehicle, dataSource: 'fuelDiary' },
    diary: emptyDiary,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Prüfung')).toBeVisible();
    await expect(canvas.getByText(/Wir prüfen Dein Fahrzeug in 1-2 Werktagen/)).toBeVisible();
    await expect(
      canvas.getByText('Für den Verbrauch braucht es zwei Tankstopps mit vollem Tank.'),
    ).toBeVisible();
    await expect(canvas.getByText('Keine Einträge in diesem Zeitraum.')).toBeVisible();
    // Sentences instead of empty charts.
    await expect(canvas.getByText('Keine Tankstopps in diesem Zeitraum.')).toBeVisible();
    await expect(canvas.getByText('Keine Einsätze in diesem Zeitraum.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Kraftstoff pro Monat' })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { id: rejectedVehicle.id, vehicle: rejectedVehicle, diary: emptyDiary },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Bitte prüfe den Typenschein/);
  },
};

export const DiaryLoading: Story = {
  args: { diaryState: 'loading', diary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kennzahlen')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const DiaryFetchError: Story = {
  args: { diaryState: 'error', diary: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onDiaryRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading', vehicle: null, diary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', vehicle: null, diary: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/en/my-lindner/fleet/${approvedVehicle.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Diary entry' })).toHaveAttribute(
      'href',
      `/en/my-lindner/fleet/${approvedVehicle.id}/add-operation`,
    );
  },
};

/**
 * Entries saved without a connection: the refused one with the server's reason, to correct or
 * drop; the one behind it waits; "Jetzt senden" tries again.
 */
export const KeptOnTheDevice: Story = {
  args: {
    queue: { entries: keptEntries, onSendNow: fn(), onFix: fn(), onDrop: fn(done) },
  },
  play: async ({ args, canvas }) => {
    const kept = within(canvas.getByRole('region', { name: 'Noch nicht gesendet' }));
    const [refused, waiting] = kept.getAllByRole('listitem');
    await expect(refused).toHaveTextContent(
      'Der Server hat den Eintrag abgelehnt: Bitte prüfe die markierten Felder.',
    );
    await expect(refused).toHaveTextContent(
      'Betriebsstunden beim Tanken: Die Betriebsstunden dürfen nicht zurückgehen',
    );
    await expect(waiting).toHaveTextContent(
      'Wartet, bis der abgelehnte Eintrag davor korrigiert oder verworfen ist.',
    );

    await userEvent.click(kept.getByRole('button', { name: /^Tankstopp vom .* korrigieren$/ }));
    await expect(args.queue?.onFix).toHaveBeenCalledWith(keptEntries[0]);

    await userEvent.click(kept.getByRole('button', { name: /^Einsatz vom .* verwerfen$/ }));
    await userEvent.click(kept.getByRole('button', { name: 'Verwerfen' }));
    await expect(args.queue?.onDrop).toHaveBeenCalledWith(keptEntries[1]);

    await userEvent.click(kept.getByRole('button', { name: 'Jetzt senden' }));
    await expect(args.queue?.onSendNow).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: {
    queue: { entries: keptEntries, onSendNow: fn(), onFix: fn(), onDrop: fn(done) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jetzt senden' })).toBeVisible();
    // Once the charts are drawn too.
    await canvas.findByRole('table', { name: 'Kraftstoff pro Monat' }, { timeout: 5000 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The link that opens the public axle-load calculator with the vehicle's model picked. */
export const AxleLoadLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Achslasten berechnen' })).toHaveAttribute(
      'href',
      '/de/service-kontakt/achslastrechner?model=lintrac-130',
    );
  },
};
