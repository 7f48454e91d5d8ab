import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { expect, fn, userEvent, within } from 'storybook/test';
import { control } from '../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../shared/storybook/serverTexts';
import { phoneViewport, usedMachinesMessagesLoader } from '../usedMachinesStoryData';
import { SaveSearchView } from './SaveSearchForm';

const query = 'type=used&class=tractor&model=lintrac-110&price=upTo50';
const prefill = 'Gebraucht, Traktor, Lintrac 110, bis 50.000 €';

/** A field's value with its spaces plain (Intl puts a no-break space beside the euro sign). */
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value.replace(/\s/g, ' ');

/** "Suche speichern" of the used machines' list without the sign-on and the API. */
const meta = {
  title: 'Portal/UsedMachines/SaveSearch',
  component: SaveSearchView,
  parameters: { route: '/de-at/gebrauchtmaschinen' },
  loaders: [usedMachinesMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    query,
    signedIn: true,
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({ ok: true })),
  },
} satisfies Meta<typeof SaveSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form; its name starts as the search's summary. */
async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Suche speichern' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return canvas.getByRole('form', { name: 'Suche speichern' });
}

/** Signed in: the disclosure opens the form, the name prefilled from the filters. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(valueOf(within(form).getByLabelText(/Name des Suchauftrags/))).toBe(prefill);
    await expect(control(form, 'name')).toHaveAttribute('maxlength', '80');
  },
};

/** Saved: the notice in the form's place, with the way to the saved searches. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const form = await openForm(canvasElement);
    const name = control(form, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lintrac günstig');
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Lintrac günstig', query });
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(
      'Suchauftrag gespeichert. Neue Treffer schicken wir Dir höchstens einmal am Tag per E-Mail.',
    );
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu Deinen Suchaufträgen' })).toHaveAttribute(
      'href',
      '/de-at/mein-lindner/merkliste',
    );
  },
};

/** A blank name is not sent: the field says what is missing. */
export const NameMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const form = await openForm(canvasElement);
    const name = control(form, 'name');
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses the name: its message at the field, what was typed kept. */
export const FieldError: Story = {
  args: {
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({
      ok: false,
      message: null,
      fieldErrors: { name: serverText(fieldErrorMessages.tooLong) },
    })),
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const name = control(form, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mein Traktor');
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    await expect(await within(form).findByText('Dieser Text ist zu lang.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Mein Traktor');
  },
};

/** Ten searches saved already (HTTP 409): the server's message above the button. */
export const TooMany: Story = {
  args: {
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({
      ok: false,
      message: serverText('server.machines.searches.full', { max: 10 }),
      fieldErrors: {},
    })),
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('Der Suchauftrag wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Du hast schon 10 Suchaufträge gespeichert.');
    await expect(valueOf(control(form, 'name'))).toBe(prefill);
  },
};

/** Signed out: a link to the bookmarks page, which signs in and shows the form with the search. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suche speichern' })).toHaveAttribute(
      'href',
      `/de-at/mein-lindner/merkliste?save=${encodeURIComponent(query)}`,
    );
    await expect(canvas.getByText('Zum Speichern meldest Du Dich an.')).toBeVisible();
  },
};

/** On a phone: the open form fits 360 px. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche speichern' }));
    await expect(canvas.getByRole('textbox', { name: /Name des Suchauftrags/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
