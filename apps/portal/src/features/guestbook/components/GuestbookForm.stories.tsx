import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { control } from '../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import {
  chosenFile,
  guestbookMessagesLoader,
  networkError,
  neverAnswers,
  phoneViewport,
  saved,
  storyApi,
  turnedDown,
} from '../guestbookStoryData';
import { pageMessages } from '../messages';
import { GuestbookForm } from './GuestbookForm';

const required = 'Dieses Feld ist erforderlich.';
const wrongSeason = /nicht die richtige Antwort/;
const consentName = /Ich bin einverstanden/;
const headingId = 'guestbook-form-heading';

/** The heading the page names the form by. */
function FormHeading() {
  const intl = useIntl();
  return <h2 id={headingId}>{intl.formatMessage(pageMessages.formHeading)}</h2>;
}

const withHeading: Decorator = (Story) => (
  <>
    <FormHeading />
    <Story />
  </>
);

/** Fills in what an entry needs, as a visitor would. */
async function fillIn(root: HTMLElement, spamAnswer = 'Winter') {
  await userEvent.click(control(root, 'name'));
  await userEvent.paste('Maria Steiner');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('maria.steiner@example.com');
  await userEvent.click(control<HTMLTextAreaElement>(root, 'text'));
  await userEvent.paste('Erste Zeile\nZweite Zeile');
  await userEvent.click(control(root, 'spamAnswer'));
  await userEvent.paste(spamAnswer);
  await userEvent.click(control(root, 'privacyConsent'));
}

const send = (root: HTMLElement) =>
  userEvent.click(within(root).getByRole('button', { name: 'Eintrag senden' }));

/** The guestbook's form without the API: each state and outcome of a send. */
const meta = {
  title: 'Portal/Guestbook/Form',
  component: GuestbookForm,
  parameters: { layout: 'padded', route: '/de-at/community/gaestebuch' },
  loaders: [guestbookMessagesLoader],
  decorators: [withHeading, withPortalMessages],
  args: {
    labelledBy: headingId,
    privacyHref: '/de-at/datenschutz',
    api: storyApi,
    onSubmit: fn(saved),
  },
} satisfies Meta<typeof GuestbookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing typed yet: an entry is chosen, every field is empty and no message shows; the form is
 * named by its heading and links the privacy statement.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Ins Gästebuch schreiben' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Einen Gästebucheintrag' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Eine Frage an Lindner' })).not.toBeChecked();
    for (const name of ['name', 'email', 'spamAnswer']) {
      await expect(control(canvasElement, name)).toHaveValue('');
      await expect(control(canvasElement, name)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(
      canvas.getByRole('textbox', { name: /In welcher Jahreszeit muss Schnee geräumt werden/ }),
    ).toBeVisible();
    await expect(control(canvasElement, 'attachment')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('checkbox', { name: consentName })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
  },
};

/**
 * Sent with fields missing and the wrong season: each field says what is wrong, the first gets
 * the focus, nothing is sent and nothing typed is lost.
 */
export const FieldMessages: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(control<HTMLTextAreaElement>(canvasElement, 'text'));
    await userEvent.paste('Ein schöner Traktor.');
    await userEvent.click(control(canvasElement, 'spamAnswer'));
    await userEvent.paste('Sommer');
    await send(canvasElement);
    for (const name of ['name', 'email']) {
      await expect(control(canvasElement, name)).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
    }
    const spamAnswer = control(canvasElement, 'spamAnswer');
    await expect(spamAnswer).toHaveAttribute('aria-invalid', 'true');
    await expect(spamAnswer).toHaveAccessibleDescription(expect.stringMatching(wrongSeason));
    await expect(spamAnswer).toHaveValue('Sommer');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'text')).toHaveValue(
      'Ein schöner Traktor.',
    );
    await expect(control<HTMLTextAreaElement>(canvasElement, 'text')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(control(canvasElement, 'name')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The right season, in any of the locales' words, ends the message once the field is left.
    await userEvent.clear(spamAnswer);
    await userEvent.type(spamAnswer, '  im WINTER ');
    await userEvent.tab();
    await expect(spamAnswer).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(wrongSeason)).toBeNull();
  },
};

/**
 * A wrong season alone: its message shows once the visitor leaves the field, and sending moves
 * the focus back to it.
 */
export const WrongSpamAnswer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement, 'Herbst');
    await expect(await canvas.findByText(wrongSeason)).toBeVisible();
    await send(canvasElement);
    await waitFor(() => expect(control(canvasElement, 'spamAnswer')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(control(canvasElement, 'name')).toHaveValue('Maria Steiner');
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

/** Sending: the button is busy, and a second click sends nothing more. */
export const Sending: Story = {
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    // Busy, its name is the spinner's as well.
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * A question with a picture, sent: the values with the chosen file go to the server, the thanks
 * (the entry appears after review) take the form's place with the focus; writing another keeps
 * who writes and empties what was written.
 */
export const Sent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Eine Frage an Lindner' }));
    await fillIn(canvasElement);
    const picture = chosenFile('traktor.jpg', 'image/jpeg');
    await userEvent.upload(control(canvasElement, 'attachment'), picture);
    await send(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'question',
      name: 'Maria Steiner',
      email: 'maria.steiner@example.com',
      text: 'Erste Zeile\nZweite Zeile',
      spamAnswer: 'Winter',
      privacyConsent: true,
      attachment: picture,
    });
    const thanks = await canvas.findByText('Danke für Deinen Eintrag!');
    await expect(thanks).toBeVisible();
    await expect(canvas.getByText(/sobald unser Team ihn geprüft hat/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Eintrag senden' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Noch etwas schreiben' }));
    await expect(control(canvasElement, 'name')).toHaveValue('Maria Steiner');
    await expect(control(canvasElement, 'email')).toHaveValue('maria.steiner@example.com');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'text')).toHaveValue('');
    await expect(control(canvasElement, 'spamAnswer')).toHaveValue('');
    await expect(control<HTMLInputElement>(canvasElement, 'attachment').files).toHaveLength(0);
    await expect(canvas.getByRole('radio', { name: 'Einen Gästebucheintrag' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: consentName })).not.toBeChecked();
  },
};

/**
 * The server turns the entry down (a file that is no picture): its message above the button and
 * at the field, the focus there, everything typed kept.
 */
export const TurnedDownByTheServer: Story = {
  args: { onSubmit: fn(turnedDown) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.upload(
      control(canvasElement, 'attachment'),
      chosenFile('bild.png', 'image/png'),
    );
    await send(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nicht gesendet');
    await expect(alert).toHaveTextContent('Bitte prüfe die markierten Felder.');
    const attachment = control(canvasElement, 'attachment');
    await expect(attachment).toHaveAccessibleDescription(
      expect.stringContaining('Bitte ein Bild (JPEG, PNG oder WebP) oder eine PDF-Datei anhängen.'),
    );
    await waitFor(() => expect(attachment).toHaveFocus());
    await expect(control<HTMLTextAreaElement>(canvasElement, 'text')).toHaveValue(
      'Erste Zeile\nZweite Zeile',
    );
    await expect(control(canvasElement, 'spamAnswer')).toHaveValue('Winter');
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

/** No connection: the general error, nothing typed lost. */
export const NetworkError: Story = {
  args: { onSubmit: fn(networkError) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fehler aufgetreten. Bitte erneut versuchen',
    );
    await expect(control(canvasElement, 'name')).toHaveValue('Maria Steiner');
  },
};

/** A file of another kind is refused before it is sent. */
export const WrongFileType: Story = {
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement);
    const attachment = control(canvasElement, 'attachment');
    // The input's `accept` would hide it in a picker; a dropped file is not held to it.
    await userEvent.upload(attachment, chosenFile('skript.js', 'text/javascript'), {
      applyAccept: false,
    });
    await send(canvasElement);
    await expect(attachment).toHaveAccessibleDescription(
      expect.stringContaining('Bitte ein Bild (JPEG, PNG oder WebP) oder eine PDF-Datei anhängen.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In French, "hiver" is the answer, whatever its case. */
export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/community/livre-d-or' },
  args: { privacyHref: '/fr-fr/protection-des-donnees' },
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement, "L'Hiver");
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Envoyer le message' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ spamAnswer: "L'Hiver" }),
    );
  },
};

/** On a 360 px phone: the fields stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
