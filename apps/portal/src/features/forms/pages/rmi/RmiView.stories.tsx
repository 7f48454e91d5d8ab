import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { networkError, saved } from '../../../../shared/storybook/profileData';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { formsMessagesLoader, storyApi } from '../../formsStoryMessages';
import { RmiView } from './RmiView';

const required = 'Dieses Feld ist erforderlich.';
const consentName = /Ich bin einverstanden/;
const needed = 'Wartungsplan und Anzugsmomente der Vorderachse';

/** Fills in what the RMI form needs, as a workshop would. */
async function fillIn(root: HTMLElement) {
  await userEvent.click(control(root, 'company'));
  await userEvent.paste('Kfz-Werkstatt Pichler');
  await userEvent.click(control(root, 'firstName'));
  await userEvent.paste('Stefan');
  await userEvent.click(control(root, 'lastName'));
  await userEvent.paste('Pichler');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('stefan.pichler@example.com');
  await userEvent.click(control(root, 'vinOrModel'));
  await userEvent.paste('Lintrac 130');
  await userEvent.click(control<HTMLTextAreaElement>(root, 'message'));
  await userEvent.paste(needed);
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** The RMI form without the API: each outcome of a submit. */
const meta = {
  title: 'Portal/Forms/RMI',
  component: RmiView,
  parameters: { layout: 'fullscreen', route: '/de-at/service-kontakt/rmi' },
  loaders: [formsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: { api: storyApi, onSubmit: fn(saved) },
} satisfies Meta<typeof RmiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending without the required fields: each says so, the first gets the focus, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Reparatur- und Wartungsinformationen (RMI)',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    for (const name of ['company', 'firstName', 'lastName', 'email', 'vinOrModel']) {
      await expect(control(canvasElement, name)).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
    }
    await expect(
      control<HTMLTextAreaElement>(canvasElement, 'message'),
    ).toHaveAccessibleDescription(required);
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(control(canvasElement, 'company')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the thanks take the form's place. */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      company: 'Kfz-Werkstatt Pichler',
      firstName: 'Stefan',
      lastName: 'Pichler',
      email: 'stefan.pichler@example.com',
      phone: null,
      country: 'DE',
      vinOrModel: 'Lintrac 130',
      message: needed,
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
  },
};

const turnedDown = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { vinOrModel: serverText(fieldErrorMessages.tooLong) },
});

/** The server turns the request down: its message at the field, everything typed kept. */
export const TurnedDownByTheServer: Story = {
  args: { onSubmit: fn(turnedDown) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    const vehicle = control(canvasElement, 'vinOrModel');
    await waitFor(() =>
      expect(vehicle).toHaveAccessibleDescription(
        expect.stringContaining('Dieser Text ist zu lang.'),
      ),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(needed);
  },
};

/** No connection: the general error, and nothing typed is lost. */
export const NetworkError: Story = {
  args: { onSubmit: fn(networkError) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fehler aufgetreten. Bitte erneut versuchen',
    );
    await expect(control(canvasElement, 'company')).toHaveValue('Kfz-Werkstatt Pichler');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/service-contact/rmi' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Repair and maintenance information (RMI)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: /Vehicle identification number or model/ }),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/service-contact/rmi' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer la demande' })).toBeVisible();
    await expect(control<HTMLSelectElement>(canvasElement, 'country')).toHaveValue('FR');
  },
};

/** On a 360 px phone the fields stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
