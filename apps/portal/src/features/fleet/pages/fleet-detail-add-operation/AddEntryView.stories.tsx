import { fleetFieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { memoryDraftStorage, storedDraft, withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { entryDraftName } from '../../entryForms';
import { approvedVehicle, phoneViewport } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { AddEntryView } from './AddEntryView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

/** A diary entry without its data: the three forms and their states. */
const meta = {
  title: 'Portal/Fleet/Diary entry',
  component: AddEntryView,
  parameters: {
    layout: 'fullscreen',
    route: `/de-at/mein-lindner/fuhrpark/${approvedVehicle.id}/tagebuch-eintragen`,
  },
  loaders: [fleetMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    id: approvedVehicle.id,
    state: 'content',
    onRetry: fn(),
    vehicle: approvedVehicle,
    onAddFuelStop: fn(saved),
    onAddOperation: fn(saved),
    onAddNote: fn(saved),
    onSaved: fn(),
  },
} satisfies Meta<typeof AddEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) button[type="submit"]')!;

/** An Austrian types "4.200" hours: four thousand two hundred; saved, back to the overview. */
export const FuelStopInAustrianGerman: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'liters'), '85,5');
    await userEvent.type(control(canvasElement, 'operatingHours'), '4.200');
    await userEvent.clear(control(canvasElement, 'date'));
    await userEvent.type(control(canvasElement, 'date'), '2026-11-18');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onAddFuelStop).toHaveBeenCalledOnce());
    await expect(args.onAddFuelStop).toHaveBeenCalledWith({
      date: '2026-11-18',
      liters: 85.5,
      operatingHours: 4200,
      fullTank: true,
    });
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** Zero litres: the shared schema's message when the field is left. */
export const FuelStopValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const liters = control(canvasElement, 'liters');
    await userEvent.type(liters, '0');
    await userEvent.tab();
    await expect(liters).toHaveAccessibleDescription(
      expect.stringContaining('Der Wert muss größer als 0 sein.'),
    );
    await userEvent.click(submit(canvasElement));
    await expect(args.onAddFuelStop).not.toHaveBeenCalled();
  },
};

/** The server turns the hours down (400): its message on the field. */
export const FuelStopServerFieldError: Story = {
  args: {
    onAddFuelStop: fn(async () => ({
      ok: false as const,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { operatingHours: serverText(fleetFieldErrorMessages.hoursBackwards) },
    })),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'liters'), '40');
    await userEvent.type(control(canvasElement, 'operatingHours'), '12');
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte prüfe die markierten Felder.',
    );
    await waitFor(() =>
      expect(control(canvasElement, 'operatingHours')).toHaveAccessibleDescription(
        expect.stringContaining('Die Betriebsstunden dürfen nicht zurückgehen.'),
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** An operation, chosen by keyboard from the tabs. */
export const Operation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Einsatz' }));
    await userEvent.selectOptions(control(canvasElement, 'type'), 'grasHard');
    await userEvent.type(control(canvasElement, 'durationHours'), '6,5');
    await userEvent.type(control(canvasElement, 'note'), 'Steilhang gemäht');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onAddOperation).toHaveBeenCalledOnce());
    await expect(args.onAddOperation).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'grasHard', durationHours: 6.5, note: 'Steilhang gemäht' }),
    );
  },
};

export const Note: Story = {
  args: { initialKind: 'note' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    await expect(control(canvasElement, 'text')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(control(canvasElement, 'text'), 'Ölwechsel');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onAddNote).toHaveBeenCalledOnce());
  },
};

const typedBefore = memoryDraftStorage(
  storedDraft(`fleet-fuel-stop:${approvedVehicle.id}`, { liters: 85.5, fullTank: 'no' }),
);

/** Back after a reload or a sign-on again: what was typed is there (nothing typed is lost). */
export const DraftRestored: Story = {
  parameters: { draftStorage: typedBefore.storage },
  play: async ({ canvas, canvasElement }) => {
    await expect(control(canvasElement, 'liters')).toHaveValue('85,5');
    await expect(canvas.getByRole('radio', { name: 'Nein' })).toBeChecked();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/wiederhergestellt/);
  },
};

const refusedOperation = memoryDraftStorage(
  storedDraft(entryDraftName('operation', approvedVehicle.id), {
    date: '2026-11-19',
    type: 'fieldHard',
    durationHours: 30,
    note: '',
  }),
);

/**
 * "Korrigieren" on an entry the server refused after it was kept on the device: its form with
 * its values and the server's reason; saved again as the user fixed it.
 */
export const CorrectingAKeptEntry: Story = {
  parameters: { draftStorage: refusedOperation.storage },
  args: {
    initialKind: 'operation',
    correctingReason: 'Bitte prüfe die markierten Felder. Der Wert ist zu groß.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'Du korrigierst einen Eintrag, den der Server nicht gespeichert hat: Bitte prüfe die markierten Felder. Der Wert ist zu groß.',
    );
    await expect(canvas.getByRole('tab', { name: 'Einsatz' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(control(canvasElement, 'durationHours')).toHaveValue('30');
    await userEvent.clear(control(canvasElement, 'durationHours'));
    await userEvent.type(control(canvasElement, 'durationHours'), '3');
    await userEvent.click(submit(canvasElement));
    await waitFor(() =>
      expect(args.onAddOperation).toHaveBeenCalledWith({
        date: '2026-11-19',
        type: 'fieldHard',
        durationHours: 3,
        note: null,
      }),
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/en/my-lindner/fleet/${approvedVehicle.id}/add-operation` },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'liters'), '1,250.5');
    await userEvent.type(control(canvasElement, 'operatingHours'), '4200');
    await userEvent.click(submit(canvasElement));
    await waitFor(() =>
      expect(args.onAddFuelStop).toHaveBeenCalledWith(
        expect.objectContaining({ liters: 1250.5, operatingHours: 4200 }),
      ),
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', vehicle: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', vehicle: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement, 'liters')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
