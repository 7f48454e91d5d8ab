import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { control } from '../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../shared/storybook/serverTexts';
import type { ReportTransport } from '../sendReport';
import {
  acceptingTransport,
  formModels,
  phoneViewport,
  pictureFile,
  userReportsMessagesLoader,
} from '../userReportsStoryData';
import { ReportForm } from './ReportForm';

const required = 'Dieses Feld ist erforderlich.';
const consentName = /Ich bin einverstanden/;

/** Fills in what a report needs, as a writer would. */
async function fillIn(root: HTMLElement) {
  const form = within(root);
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'modelId'), 'Lintrac 130');
  await userEvent.click(control(root, 'title'));
  await userEvent.paste('Im Steilhang');
  await userEvent.click(control<HTMLTextAreaElement>(root, 'text'));
  await userEvent.paste('Erste Zeile\nZweite Zeile');
  await userEvent.click(control(root, 'firstName'));
  await userEvent.paste('Martina');
  await userEvent.click(control(root, 'region'));
  await userEvent.paste('Tirol');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('martina@example.com');
  await userEvent.click(form.getByRole('checkbox', { name: consentName }));
}

const chooseFiles = (root: HTMLElement, ...names: string[]) =>
  userEvent.upload(
    root.querySelector<HTMLInputElement>('input[type="file"]')!,
    names.map(pictureFile),
  );

/** The report form without the API: each outcome of a picture and of sending. */
const meta = {
  title: 'Portal/UserReports/Form',
  component: ReportForm,
  parameters: { layout: 'padded', route: '/de-at/community/anwenderberichte/erstellen' },
  loaders: [userReportsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    labelledBy: 'title',
    privacyHref: '/de-at/datenschutz',
    models: formModels,
    initialValues: {},
    transport: acceptingTransport(),
    getToken: (): string | undefined => undefined,
  },
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending without the required fields: each says so, the first gets the focus, nothing is sent. */
export const RequiredFields: Story = {
  args: { transport: { uploadPicture: fn(), sendReport: fn() } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bericht senden' }));
    for (const name of ['title', 'firstName', 'region', 'email']) {
      await expect(control(canvasElement, name)).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
    }
    await expect(control(canvasElement, 'modelId')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(control(canvasElement, 'modelId')).toHaveFocus());
    await expect(args.transport.sendReport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
  },
};

/** A wrong e-mail address shows the server's words once the writer leaves the field. */
export const WrongEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('martina.example.com');
    await userEvent.tab();
    await expect(control(canvasElement, 'email')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine gültige E-Mail-Adresse eingeben.'),
    );
  },
};

/**
 * Sent with two pictures (uploaded as they were chosen): the report goes with their upload ids,
 * and the thanks of SPEC.md section 8 take the form's place; another report keeps who wrote.
 */
export const Sent: Story = {
  args: {
    transport: {
      uploadPicture: fn(async (file: File) => ({ ok: true as const, uploadId: `id-${file.name}` })),
      sendReport: fn(async () => ({ ok: true as const })),
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await chooseFiles(canvasElement, 'hof.jpg', 'hang.png');
    await expect(await canvas.findByText('hang.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bild „hof.jpg“ entfernen' }));
    await chooseFiles(canvasElement, 'wiese.webp');
    await expect(await canvas.findByText('wiese.webp')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bericht senden' }));
    await expect(args.transport.sendReport).toHaveBeenCalledWith(
      {
        modelId: 'lintrac-130',
        title: 'Im Steilhang',
        text: 'Erste Zeile\nZweite Zeile',
        firstName: 'Martina',
        region: 'Tirol',
        email: 'martina@example.com',
        pictures: ['id-hang.png', 'id-wiese.webp'],
        privacyConsent: true,
      },
      undefined,
    );
    await expect(
      await canvas.findByText(
        'Vielen Dank für Deinen Bericht! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiteren Bericht schreiben' }));
    await expect(control(canvasElement, 'firstName')).toHaveValue('Martina');
    await expect(control(canvasElement, 'title')).toHaveValue('');
    await expect(canvas.queryByText('hang.png')).toBeNull();
  },
};

const refusingPictures: ReportTransport = {
  uploadPicture: async () => ({
    ok: false,
    message: serverText(fieldErrorMessages.fileType),
  }),
  sendReport: async () => ({ ok: true }),
};

/** A file that is no picture: the server's message at the field, nothing else lost. */
export const PictureRefused: Story = {
  args: { transport: refusingPictures },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await chooseFiles(canvasElement, 'traktor.jpg');
    await expect(
      await canvas.findByText(
        'traktor.jpg: Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /entfernen/ })).toBeNull();
    await expect(control(canvasElement, 'title')).toHaveValue('Im Steilhang');
  },
};

/** More than five pictures: five are taken, the rest refused with the server's words. */
export const TooManyPictures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseFiles(canvasElement, '1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg');
    await expect(await canvas.findByText('Höchstens 5 Bilder pro Bericht.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /entfernen/ })).toHaveLength(5);
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

const turnedDown: ReportTransport = {
  uploadPicture: async () => ({ ok: true, uploadId: 'x' }),
  sendReport: async () => ({
    ok: false,
    message: serverText('server.error.invalidInput'),
    fieldErrors: { modelId: serverText(fieldErrorMessages.option) },
  }),
};

/** The server turns the report down: its message at the field, everything typed kept. */
export const TurnedDownByTheServer: Story = {
  args: { transport: turnedDown },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bericht senden' }));
    await expect(await canvas.findByText('Bitte prüfe die markierten Felder.')).toBeVisible();
    await expect(control(canvasElement, 'modelId')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine der angebotenen Möglichkeiten wählen.'),
    );
    await expect(control<HTMLTextAreaElement>(canvasElement, 'text')).toHaveValue(
      'Erste Zeile\nZweite Zeile',
    );
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

/** A signed-in writer: the form starts with their first name and address, sent with the token. */
export const SignedIn: Story = {
  args: {
    initialValues: {
      firstName: 'Josef',
      email: 'josef.brunner@example.com',
      modelId: 'lintrac-130',
    },
    getToken: () => 'token-of-josef',
    transport: { uploadPicture: fn(), sendReport: fn(async () => ({ ok: true as const })) },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(control(canvasElement, 'firstName')).toHaveValue('Josef');
    await expect(control<HTMLSelectElement>(canvasElement, 'modelId')).toHaveValue('lintrac-130');
    await userEvent.click(control(canvasElement, 'title'));
    await userEvent.paste('Mein Lintrac');
    await userEvent.click(control<HTMLTextAreaElement>(canvasElement, 'text'));
    await userEvent.paste('Läuft.');
    await userEvent.click(control(canvasElement, 'region'));
    await userEvent.paste('Tirol');
    await userEvent.click(canvas.getByRole('checkbox', { name: consentName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bericht senden' }));
    await expect(args.transport.sendReport).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'josef.brunner@example.com' }),
      'token-of-josef',
    );
  },
};

/** On a 360 px phone: nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bericht senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
