import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { networkError, saved } from '../../../../shared/storybook/profileData';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { formsMessagesLoader, storyApi } from '../../formsStoryMessages';
import { ContactView } from './ContactView';

const required = 'Dieses Feld ist erforderlich.';
const consentName = /Ich bin einverstanden/;

/** Fills in what the contact form needs, as a visitor would. */
async function fillIn(root: HTMLElement) {
  await userEvent.click(control(root, 'firstName'));
  await userEvent.paste('Josef');
  await userEvent.click(control(root, 'lastName'));
  await userEvent.paste('Brunner');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('josef.brunner@example.com');
  await userEvent.click(control<HTMLTextAreaElement>(root, 'message'));
  await userEvent.paste('Wann ist der Lintrac 130 bei meinem Händler zu sehen?');
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** The contact form without the API: each outcome of a submit. */
const meta = {
  title: 'Portal/Forms/Contact',
  component: ContactView,
  parameters: { layout: 'fullscreen', route: '/de-at/service-kontakt/kontakt' },
  loaders: [formsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: { api: storyApi, onSubmit: fn(saved) },
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending without the required fields: each says so, the first gets the focus, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(control<HTMLSelectElement>(canvasElement, 'country')).toHaveValue('DE');
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    for (const name of ['firstName', 'lastName', 'email']) {
      await expect(control(canvasElement, name)).toHaveAccessibleDescription(required);
    }
    await expect(
      control<HTMLTextAreaElement>(canvasElement, 'message'),
    ).toHaveAccessibleDescription(required);
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(control(canvasElement, 'firstName')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
  },
};

/** Sent: the thanks take the form's place, and a new message keeps who wrote. */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      phone: null,
      company: null,
      country: 'DE',
      message: 'Wann ist der Lintrac 130 bei meinem Händler zu sehen?',
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    await expect(control(canvasElement, 'firstName')).toHaveValue('Josef');
    await expect(control(canvasElement, 'email')).toHaveValue('josef.brunner@example.com');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: consentName })).not.toBeChecked();
  },
};

const turnedDown = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { email: serverText(fieldErrorMessages.email) },
});

/**
 * The server turns the message down: its message at the field, everything typed kept; the
 * field's message goes once the visitor changes it.
 */
export const TurnedDownByTheServer: Story = {
  args: { onSubmit: fn(turnedDown) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    const email = control(canvasElement, 'email');
    await expect(
      await canvas.findByText('Bitte eine gültige E-Mail-Adresse eingeben.'),
    ).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Bitte eine gültige E-Mail-Adresse eingeben.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(
      'Wann ist der Lintrac 130 bei meinem Händler zu sehen?',
    );
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();

    await userEvent.clear(email);
    await userEvent.type(email, 'josef@brunnerhof.at');
    await userEvent.tab();
    await expect(canvas.queryByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeNull();
  },
};

/** No connection: the general error, and nothing typed is lost. */
export const NetworkError: Story = {
  args: { onSubmit: fn(networkError) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fehler aufgetreten. Bitte erneut versuchen',
    );
    await expect(control(canvasElement, 'firstName')).toHaveValue('Josef');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(
      'Wann ist der Lintrac 130 bei meinem Händler zu sehen?',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/service-contact/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'find a dealer near you' })).toHaveAttribute(
      'href',
      '/en/service-contact/dealer-search',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/service-contact/contact' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
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
    await expect(canvas.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
