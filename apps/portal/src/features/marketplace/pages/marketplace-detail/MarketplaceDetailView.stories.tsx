import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { AdReplyBox, type AdReplyBoxProps } from '../../components/AdReplyBox';
import { ReplyForm } from '../../components/ReplyForm';
import {
  adWithoutPictures,
  adWithPictures,
  marketplaceMessagesLoader,
  phoneViewport,
} from '../../marketplaceStoryData';
import { MarketplaceDetailView } from './MarketplaceDetailView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const path = `/de-at/community/lindner-marktplatz/${adWithPictures.id}`;
const consentName = /Ich bin einverstanden/;
const message = 'Ist der Frontlader noch zu haben? Ich könnte ihn am Samstag abholen.';

const saved = async (): Promise<SubmitOutcome> => ({ ok: true });

const signIn = fn();

const box = (state: AdReplyBoxProps['state'] = 'signedOut') => (
  <AdReplyBox state={state} onSignIn={signIn} />
);

/** The signed-in user's box with the form, its submit answering as given. */
const openBox = (onSubmit: () => Promise<SubmitOutcome>) => (
  <AdReplyBox
    state="open"
    onSignIn={signIn}
    form={(labelledBy) => <ReplyForm onSubmit={fn(onSubmit)} labelledBy={labelledBy} />}
  />
);

/** Writes the message and gives the consent, as a signed-in user would. */
async function fillIn(root: HTMLElement) {
  await userEvent.click(control<HTMLTextAreaElement>(root, 'content'));
  await userEvent.paste(message);
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

const rowOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling;

/** One ad without the API: its facts, photos, description, PDFs and the reply's states. */
const meta = {
  title: 'Portal/Marketplace/Detail',
  component: MarketplaceDetailView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [marketplaceMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: { ad: adWithPictures, reply: box(), retryHref: path },
} satisfies Meta<typeof MarketplaceDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An offer with photos and PDFs as a visitor sees it (and the server renders it): the gallery
 * (buttons, arrow keys, thumbnails), the facts, the description as text (its markup shows as
 * written), the documents with size, and the sign-in to reply.
 */
export const WithPicturesAndPdfs: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Frontlader für Lintrac 110, kaum benutzt' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Frontlader für Lintrac 110, kaum benutzt | Lindner'),
    );
    await expect(canvas.getByRole('link', { name: /Alle Anzeigen/ })).toHaveAttribute(
      'href',
      '/de-at/community/lindner-marktplatz',
    );
    await expect(canvas.getByText('Biete')).toBeVisible();
    await expect(canvas.getByText('6.400,00 €')).toBeVisible();
    await expect(rowOf(canvasElement, 'Zustand')).toHaveTextContent('Wie neu');
    await expect(rowOf(canvasElement, 'Baujahr')).toHaveTextContent('2021');
    await expect(rowOf(canvasElement, 'Modell')).toHaveTextContent('Lintrac 110');
    await expect(rowOf(canvasElement, 'Veröffentlicht')).toHaveTextContent('20.11.2026');

    const gallery = within(canvas.getByRole('region', { name: 'Fotos' }));
    const stage = gallery.getByRole('group', { name: 'Foto 1 von 3' });
    await expect(
      canvas.getByRole('img', { name: 'Frontlader für Lintrac 110, kaum benutzt, Foto 1' }),
    ).toHaveAttribute('loading', 'eager');
    await userEvent.click(gallery.getByRole('button', { name: 'Nächstes Foto' }));
    await expect(canvas.getByRole('img', { name: 'Frontlader von der Seite' })).toBeVisible();
    stage.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(gallery.getByRole('group', { name: 'Foto 3 von 3' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(gallery.getByRole('group', { name: 'Foto 1 von 3' })).toBeVisible();
    await userEvent.click(gallery.getByRole('button', { name: 'Foto 3 zeigen' }));
    await expect(gallery.getByRole('button', { name: 'Foto 3 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The description is text: its markup shows as written, never as HTML.
    await expect(canvas.getByText(/<b>Abholung<\/b> in Kundl/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();

    const invoice = canvas.getByRole('link', { name: 'Rechnung-Frontlader.pdf (PDF, 240 kB)' });
    await expect(invoice).toHaveAttribute('href', adWithPictures.attachments[0]!.url);
    await expect(invoice).toHaveAttribute('download', 'Rechnung-Frontlader.pdf');
    await expect(
      canvas.getByRole('link', { name: 'Bedienungsanleitung.pdf (PDF, 3,3 MB)' }),
    ).toBeVisible();

    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Auf die Anzeige antworten' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A search without photos, documents or price: "Preis verhandelbar", and no gallery to page. */
export const WithoutPictures: Story = {
  args: { ad: adWithoutPictures },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Keine Fotos')).toBeVisible();
    await expect(canvas.getByText('Suche')).toBeVisible();
    await expect(canvas.getByText('Preis verhandelbar')).toBeVisible();
    await expect(rowOf(canvasElement, 'Baujahr')).toBeUndefined();
    await expect(canvas.queryByRole('heading', { name: 'Dokumente' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nächstes Foto' })).toBeNull();
  },
};

/** A visitor: the button signs in and comes back to this ad. */
export const ReplySignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Melde Dich an, um zu antworten\. Wir leiten Deine Nachricht/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden und antworten' }));
    await expect(signIn).toHaveBeenCalled();
  },
};

/** Signed in: the message, the privacy consent with the way to the privacy statement. */
export const ReplyOpen: Story = {
  args: { reply: openBox(saved) },
  play: async ({ canvas, canvasElement }) => {
    const content = control<HTMLTextAreaElement>(canvasElement, 'content');
    await expect(content).toHaveAccessibleName('Deine Nachricht');
    await expect(content).toBeRequired();
    await expect(content).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByRole('checkbox', { name: consentName })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
    await expect(canvas.getByRole('button', { name: 'Antwort senden' })).toBeVisible();
  },
};

/** Without the message and the consent nothing is sent; both say why. */
export const ReplyIncomplete: Story = {
  args: { reply: openBox(saved) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Antwort senden' }));
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() =>
      expect(control<HTMLTextAreaElement>(canvasElement, 'content')).toHaveFocus(),
    );
  },
};

/** Saved: "Antwort gespeichert" takes the form's place and has the focus. */
export const ReplySaved: Story = {
  args: { reply: openBox(saved) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Antwort senden' }));
    await expect(await canvas.findByText('Antwort gespeichert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Antwort senden' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Noch eine Nachricht schreiben' }));
    await expect(control<HTMLTextAreaElement>(canvasElement, 'content')).toHaveValue('');
  },
};

const refused = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { content: serverText(fieldErrorMessages.tooLong) },
});

/** Turned down by the server: its message at the field, the message typed kept. */
export const ReplyFieldErrors: Story = {
  args: { reply: openBox(refused) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Antwort senden' }));
    const content = control<HTMLTextAreaElement>(canvasElement, 'content');
    await waitFor(() => expect(content).toHaveAccessibleDescription(/Dieser Text ist zu lang\./));
    await waitFor(() => expect(content).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(content).toHaveValue(message);
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

const ownAd = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.classifiedAds.ownAd'),
  fieldErrors: {},
});

/** One's own ad (HTTP 409): the server's message, the message typed kept. */
export const ReplyOwnAd: Story = {
  args: { reply: openBox(ownAd) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Antwort senden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Auf Deine eigene Anzeige kannst Du nicht antworten.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nicht gesendet');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'content')).toHaveValue(message);
  },
};

/** The sign-on is done and the form is on its way. */
export const ReplyLoading: Story = {
  args: { reply: box('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/**
 * The ad could not be fetched: the error block, its Retry a link to the ad again (it works
 * without a script).
 */
export const LoadFailed: Story = {
  args: { ad: null, reply: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Die Anzeige konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: `/fr/community/marche-lindner/${adWithPictures.id}` },
  args: { reply: openBox(saved) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Toutes les annonces/ })).toHaveAttribute(
      'href',
      '/fr/community/marche-lindner',
    );
    await expect(canvas.getByText('Offre')).toBeVisible();
    await expect(rowOf(canvasElement, 'État')).toHaveTextContent('Comme neuf');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Répondre à l’annonce' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /J’accepte que Lindner/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer la réponse' })).toBeVisible();
  },
};

/** On a 360 px phone everything stacks and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { reply: openBox(saved) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Antwort senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
