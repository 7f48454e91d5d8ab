import { fleetFieldErrorMessages } from '@lindner/api';
import type { Vehicle } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { models, pendingVehicle, phoneViewport } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import type { SaveOutcome } from '../../useFleetSubmit';
import { AddVehicleView } from './AddVehicleView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const savedVehicle = async (): Promise<SaveOutcome<Vehicle> | null> => ({
  ok: true,
  data: pendingVehicle,
});

/** Adding a vehicle, without its data: each state of the form. */
const meta = {
  title: 'Portal/Fleet/Add vehicle',
  component: AddVehicleView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen' },
  loaders: [fleetMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: { state: 'content', onRetry: fn(), models, onSubmit: fn(savedVehicle) },
} satisfies Meta<typeof AddVehicleView>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('button[type="submit"]')!;

/** Filled in by keyboard and saved: the payload, then the pending notice and the link. */
export const FilledAndSaved: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'vin'), 'vbla08598765cd432');
    await userEvent.selectOptions(control(canvasElement, 'modelId'), 'geotrac-85');
    await userEvent.click(canvas.getByRole('radio', { name: /^Durchschnittsverbrauch:/ }));
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      vin: 'VBLA08598765CD432',
      modelId: 'geotrac-85',
      dataSource: 'averageConsumption',
    });
    await expect(await canvas.findByText(/in 1-2 Werktagen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Fahrzeug' })).toHaveAttribute(
      'href',
      `/de/mein-lindner/fuhrpark/${pendingVehicle.id}`,
    );
  },
};

/** After saving: the pending notice (SPEC.md section 4) and the way to the vehicle. */
export const Saved: Story = {
  args: { initialSaved: pendingVehicle },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Wir prüfen Dein Fahrzeug in 1-2 Werktagen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Fahrzeug' })).toBeVisible();
  },
};

const vinMessage = async (canvasElement: HTMLElement, typed: string, message: RegExp) => {
  const vin = control(canvasElement, 'vin');
  await userEvent.clear(vin);
  await userEvent.type(vin, typed);
  await userEvent.tab();
  await expect(vin).toHaveAttribute('aria-invalid', 'true');
  await expect(vin).toHaveAccessibleDescription(expect.stringMatching(message));
};

/** Each VIN rule says what is wrong, once the field is left. */
export const VinRules: Story = {
  play: async ({ canvasElement }) => {
    // Nothing while typing, only once the field is left.
    await userEvent.type(control(canvasElement, 'vin'), 'VBLA1');
    await expect(control(canvasElement, 'vin')).not.toHaveAttribute('aria-invalid');
    await vinMessage(canvasElement, 'VBLA123', /genau 17 Zeichen/);
    await vinMessage(canvasElement, 'VBLA1234567890I23', /ohne I, O und Q/);
    await vinMessage(canvasElement, 'WDB12345678901234', /beginnt mit VBLA/);
  },
};

export const VinRulesInFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/mon-lindner/flotte/ajouter-vehicule' },
  play: async ({ canvasElement }) => {
    await vinMessage(canvasElement, 'VBLA123', /17/);
  },
};

/** Sent empty: every required field says so, nothing is sent. */
export const RequiredOnSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    const vin = control(canvasElement, 'vin');
    await waitFor(() => expect(vin).toHaveFocus());
    await expect(vin).toHaveAccessibleDescription(
      expect.stringContaining('Dieses Feld ist erforderlich.'),
    );
    await expect(control(canvasElement, 'modelId')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A VIN already in a fleet (409): the server's message on the field, gone once changed. */
export const DuplicateVin: Story = {
  args: {
    onSubmit: fn(async (): Promise<SaveOutcome<Vehicle> | null> => ({
      ok: false,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { vin: serverText(fleetFieldErrorMessages.vinTaken) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    const vin = control(canvasElement, 'vin');
    await userEvent.type(vin, 'VBLA13012345AB678');
    await userEvent.selectOptions(control(canvasElement, 'modelId'), 'lintrac-130');
    await userEvent.click(canvas.getByRole('radio', { name: /^Tankbuch:/ }));
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte prüfe die markierten Felder.',
    );
    await waitFor(() =>
      expect(vin).toHaveAccessibleDescription(expect.stringContaining('bereits eingetragen')),
    );
    await userEvent.clear(vin);
    await userEvent.type(vin, 'VBLA13012345AB679');
    await userEvent.tab();
    await waitFor(() => expect(vin).not.toHaveAttribute('aria-invalid'));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<null>(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'vin'), 'VBLA13012345AB678');
    await userEvent.selectOptions(control(canvasElement, 'modelId'), 'lintrac-130');
    await userEvent.click(canvas.getByRole('radio', { name: /^Tankbuch:/ }));
    const button = submitButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Loading: Story = {
  args: { state: 'loading', models: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', models: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement, 'vin')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
