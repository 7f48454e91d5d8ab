import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../shared/storybook/serverTexts';
import { contestsMessagesLoader, phoneViewport } from '../contestsStoryData';
import { EntryForm } from './EntryForm';
import type { sendEntry } from './sendEntry';

/** A contest's entry form, with a stand-in for the API. */
const meta = {
  title: 'Portal/Contests/EntryForm',
  component: EntryForm,
  parameters: { route: '/de-at/community/gewinnspiele/fotowettbewerb' },
  loaders: [contestsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    contest: 'photo-contest',
    api: { baseUrl: 'https://portal.example/api', clientSegment: 'portal' },
    termsHref: '/de-at/teilnahmebedingungen',
    privacyHref: '/de-at/datenschutz',
    send: fn<typeof sendEntry>(async () => ({
      ok: true,
      message: serverText('server.contests.received'),
    })),
  },
} satisfies Meta<typeof EntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'feld.png', {
  type: 'image/png',
});

/** A photo entry, sent: the server's thanks in the form's place. */
export const PhotoSent: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Bild (JPEG, PNG oder WebP)'), picture);
    await userEvent.type(canvas.getByLabelText('Titel des Fotos'), 'Ernte');
    await userEvent.type(canvas.getByLabelText('Vorname'), 'Eva');
    await userEvent.type(canvas.getByLabelText('Nachname'), 'Probe');
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'eva@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung zu/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Beitrag senden' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Danke für Deinen Beitrag! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
    );
    await expect(args.send).toHaveBeenCalledOnce();
  },
};

/** The drawing form, sent empty: every field says what it needs; nothing is sent. */
export const DrawingChecked: Story = {
  args: { contest: 'drawing-contest' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Beitrag senden' }));
    await expect(canvas.getByText('Bitte ein Bild auswählen.')).toBeVisible();
    await expect(canvas.getByText('Bitte akzeptiere die Teilnahmebedingungen.')).toBeVisible();
    await expect(canvas.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeVisible();
    await expect(canvas.getByLabelText('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message shows there, and what was typed stays. */
export const MomentRefused: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: phoneViewport,
  args: {
    contest: 'moment-contest',
    send: fn<typeof sendEntry>(async () => ({
      ok: false,
      message: serverText('server.contests.deadlineOver'),
      fieldErrors: {},
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText('Link zum Video (https://…)'),
      'https://v.example.com/a',
    );
    await userEvent.type(canvas.getByLabelText(/Kurze Beschreibung/), 'Heuernte');
    await userEvent.type(canvas.getByLabelText('Vorname'), 'Eva');
    await userEvent.type(canvas.getByLabelText('Nachname'), 'Probe');
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'eva@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung zu/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Beitrag senden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Einsendeschluss ist vorbei.');
    await expect(canvas.getByLabelText(/Kurze Beschreibung/)).toHaveValue('Heuernte');
  },
};
