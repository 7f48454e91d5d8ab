import { fleetFieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { pendingVehicle, phoneViewport } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { AddAverageView } from './AddAverageView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

/** An average entry without its data: the form and its states. */
const meta = {
  title: 'Portal/Fleet/Average entry',
  component: AddAverageView,
  parameters: {
    layout: 'fullscreen',
    route: `/de/mein-lindner/fuhrpark/${pendingVehicle.id}/durchschnitt-eintragen`,
  },
  loaders: [fleetMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    id: pendingVehicle.id,
    state: 'content',
    onRetry: fn(),
    vehicle: pendingVehicle,
    onSubmit: fn(saved),
    onSaved: fn(),
  },
} satisfies Meta<typeof AddAverageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('button[type="submit"]')!;

const fill = async (root: HTMLElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    const field = control(root, name);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, {
      dateStart: '2026-10-01',
      dateEnd: '2026-10-31',
      hoursStart: '1780',
      hoursEnd: '1808,5',
      consumptionField: '8,2',
    });
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      dateStart: '2026-10-01',
      dateEnd: '2026-10-31',
      hoursStart: 1780,
      hoursEnd: 1808.5,
      consumption: { field: 8.2, gras: null, other: null },
    });
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** End before start: the shared schema's message at the end, once it is left. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { hoursStart: '1800', hoursEnd: '1700' });
    await userEvent.tab();
    await expect(control(canvasElement, 'hoursEnd')).toHaveAccessibleDescription(
      expect.stringContaining('dürfen nicht kleiner sein'),
    );
  },
};

/** No consumption at all: the server's "at least one" on the first category's field. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => ({
      ok: false as const,
      message: null,
      fieldErrors: { consumption: serverText(fleetFieldErrorMessages.consumptionRequired) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, {
      dateStart: '2026-10-01',
      dateEnd: '2026-10-31',
      hoursStart: '1780',
      hoursEnd: '1808',
      consumptionGras: '7',
    });
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() =>
      expect(control(canvasElement, 'consumptionField')).toHaveAccessibleDescription(
        expect.stringContaining('mindestens einen Verbrauch'),
      ),
    );
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: `/fr-fr/mon-lindner/flotte/${pendingVehicle.id}/ajouter-moyenne` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saisir une moyenne' })).toBeVisible();
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
    await expect(control(canvasElement, 'hoursStart')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
