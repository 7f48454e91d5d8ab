import { fieldErrorMessages } from '@lindner/api';
import type { ClassifiedAdInput, MyClassifiedAd } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import type { AdSaveOutcome } from '../../components/AdForm';
import type { ChosenFile, FileKind, UploadOutcome } from '../../adValues';
import {
  activeAd,
  classifiedAdsMessagesLoader,
  models,
  myAds,
  phoneViewport,
} from '../../classifiedAdsStoryData';
import { AdFormView } from './AdFormView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const createdAd: MyClassifiedAd = {
  ...activeAd,
  id: '5d6e7f80-1a2b-4c3d-9e4f-5a6b7c8d9e10',
  images: [],
  attachments: [],
  replies: [],
};

// Typed as the props are, so that the plays read the calls' arguments.
const created = async (
  _input: ClassifiedAdInput,
  _id: string | null,
): Promise<AdSaveOutcome | null> => ({
  ok: true,
  data: createdAd,
});
const uploaded = async (_id: string, _file: ChosenFile): Promise<UploadOutcome> => ({
  ok: true,
  ad: createdAd,
});

const file = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

const chosen = (key: string, kind: ChosenFile['kind'], name: string, type: string): ChosenFile => ({
  key,
  kind,
  file: file(name, type),
  status: 'waiting',
});

const threeFiles = [
  chosen('a', 'picture', 'vorne.jpg', 'image/jpeg'),
  chosen('b', 'picture', 'screenshot.png', 'image/png'),
  chosen('c', 'attachment', 'Prospekt.pdf', 'application/pdf'),
];

/** The market's create tab, without its data: each state of the ad form. */
const meta = {
  title: 'Portal/ClassifiedAds/AdForm',
  component: AdFormView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/kleinanzeigen' },
  loaders: [classifiedAdsMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    models,
    adId: null,
    myAds: null,
    onSave: fn(created),
    onUpload: fn(uploaded),
    onRemoveFile: fn(
      async (_id: string, _kind: FileKind, _fileId: string): Promise<UploadOutcome> => ({
        ok: true,
        ad: createdAd,
      }),
    ),
    onDone: fn(),
  },
} satisfies Meta<typeof AdFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Fills in every required field but the privacy consent. */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Suche' }));
  await userEvent.click(control(canvasElement, 'title'));
  await userEvent.paste('Suche Frontlader');
  await userEvent.click(control(canvasElement, 'description'));
  await userEvent.paste('Für einen Geotrac 85.');
  await userEvent.type(control(canvasElement, 'price'), '4.200,5');
  await userEvent.selectOptions(control(canvasElement, 'condition'), 'like-new');
  await userEvent.type(control(canvasElement, 'yearOfConstruction'), '2019');
  await userEvent.selectOptions(control(canvasElement, 'modelId'), 'geotrac-85');
}

const consentBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('checkbox', { name: /einverstanden/ });

/** Empty: every field with its label, the consent, the publish button. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Markt' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Anzeige erstellen' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Biete' })).toBeChecked();
    for (const label of ['Titel', 'Beschreibung', 'Preis in Euro', 'Baujahr']) {
      await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: 'Zustand' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Modell' })).toBeVisible();
    await expect(canvas.getByLabelText('Bilder', { selector: 'input' })).toHaveAttribute(
      'multiple',
    );
    await expect(canvas.getByLabelText('PDF-Dateien', { selector: 'input' })).toHaveAttribute(
      'multiple',
    );
    await expect(consentBox(canvasElement)).not.toBeChecked();
    await expect(submitButton(canvasElement)).toHaveTextContent('Anzeige veröffentlichen');
  },
};

/** Sent without the privacy consent: its message, focus on it, nothing sent, nothing lost. */
export const ConsentMissing: Story = {
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    const consent = consentBox(canvasElement);
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(consent).toHaveAccessibleDescription(
      expect.stringContaining('Bitte stimme der Verarbeitung Deiner Angaben zu.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(control(canvasElement, 'title')).toHaveValue('Suche Frontlader');
  },
};

export const ConsentMissingInFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/mon-lindner/petites-annonces' },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    const consent = within(canvasElement).getByRole('checkbox', { name: /J’accepte/ });
    await waitFor(() =>
      expect(consent).toHaveAccessibleDescription(
        expect.stringContaining('Veuillez accepter le traitement de vos données.'),
      ),
    );
  },
};

/** The server turns fields down: its messages on the fields and above the button, all kept. */
export const ServerFieldErrors: Story = {
  args: {
    onSave: fn(
      async (_input: ClassifiedAdInput, _id: string | null): Promise<AdSaveOutcome | null> => ({
        ok: false,
        message: serverText('server.error.invalidInput'),
        fieldErrors: {
          privacyConsent: serverText(fieldErrorMessages.required),
          priceCents: serverText(fieldErrorMessages.tooLarge),
        },
      }),
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(consentBox(canvasElement));
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        kind: 'purchase',
        title: 'Suche Frontlader',
        description: 'Für einen Geotrac 85.',
        priceCents: 420_050,
        condition: 'like-new',
        yearOfConstruction: 2019,
        modelId: 'geotrac-85',
        privacyConsent: true,
      },
      null,
    );
    await expect(await canvas.findByText('Bitte prüfe die markierten Felder.')).toBeVisible();
    await waitFor(() =>
      expect(consentBox(canvasElement)).toHaveAccessibleDescription(
        expect.stringContaining('Dieses Feld ist erforderlich.'),
      ),
    );
    await expect(control(canvasElement, 'price')).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Wert ist zu groß.'),
    );
    await expect(control(canvasElement, 'title')).toHaveValue('Suche Frontlader');
  },
};

/**
 * Saved, then the files go up one by one: the first uploaded, the second refused with the
 * server's message beside it, the third still on its way with the progress shown.
 */
export const UploadingWithRefusedFile: Story = {
  args: {
    initialFiles: threeFiles,
    onUpload: fn(async (_id: string, each: ChosenFile): Promise<UploadOutcome> => {
      if (each.key === 'b') return { ok: false, message: serverText(fieldErrorMessages.fileType) };
      if (each.key === 'c') return new Promise<UploadOutcome>(() => {});
      return { ok: true, ad: createdAd };
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(consentBox(canvasElement));
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByText('Datei 3 von 3 wird hochgeladen …')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('max', '3');
    await expect(
      canvas.getByText(
        'Nicht hochgeladen: Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Hochgeladen')).toBeVisible();
    await expect(canvas.getByText('Wird hochgeladen …')).toBeVisible();
    await expect(args.onUpload.mock.calls.map(([, each]) => each.file.name)).toEqual([
      'vorne.jpg',
      'screenshot.png',
      'Prospekt.pdf',
    ]);
    await expect(canvas.getByLabelText('Bilder', { selector: 'input' })).toBeDisabled();
  },
};

/** Every file sent, one refused: the ad exists, the refused file stays with its message. */
export const CreatedWithRefusedFile: Story = {
  args: {
    initialFiles: threeFiles,
    onUpload: fn(async (_id: string, each: ChosenFile): Promise<UploadOutcome> =>
      each.key === 'b'
        ? { ok: false, message: serverText(fieldErrorMessages.fileType) }
        : { ok: true, ad: createdAd },
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(consentBox(canvasElement));
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByText('Anzeige erstellt')).toBeVisible();
    await expect(
      canvas.getByText('Eine Datei wurde nicht hochgeladen. Entferne sie oder versuche es erneut.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Nicht hochgeladen: Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu meinen Anzeigen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/kleinanzeigen/verwalten',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
    // Sent again: the ad is changed, not created twice, and only the refused file goes up.
    await userEvent.click(canvas.getByRole('button', { name: 'Dateien erneut hochladen' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(args.onSave.mock.calls[1]?.[1]).toBe(createdAd.id);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(4));
    await expect(args.onUpload.mock.calls[3]?.[1].file.name).toBe('screenshot.png');
  },
};

/** Files checked when chosen: wrong type and too large are named, the others listed. */
export const FileChecks: Story = {
  play: async ({ canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Bilder', { selector: 'input' }), [
      file('vorne.jpg', 'image/jpeg'),
      file('animation.gif', 'image/gif'),
      file('riesig.png', 'image/png', 11 * 1024 * 1024),
    ]);
    await expect(
      canvas.getByText('animation.gif: Nur Bilder im Format JPEG, PNG oder WebP sind möglich.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('riesig.png: Das Bild ist zu groß: höchstens 10 MB.'),
    ).toBeVisible();
    await expect(canvas.getByText('vorne.jpg')).toBeVisible();
    await user.upload(canvas.getByLabelText('PDF-Dateien', { selector: 'input' }), [
      file('notiz.txt', 'text/plain'),
    ]);
    await expect(canvas.getByText('notiz.txt: Nur PDF-Dateien sind möglich.')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'vorne.jpg entfernen' }));
    await expect(canvas.queryByText('vorne.jpg')).toBeNull();
  },
};

/** Editing one of the user's ads: prefilled, its pictures and PDF listed and removable. */
export const EditPrefilled: Story = {
  args: { adId: activeAd.id, myAds },
  parameters: { route: `/de/mein-lindner/kleinanzeigen?ad=${activeAd.id}` },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Anzeige bearbeiten' })).toBeVisible();
    await expect(control(canvasElement, 'title')).toHaveValue('Geotrac 85 ep mit Frontlader');
    await expect(control(canvasElement, 'price')).toHaveValue('64900');
    await expect(control(canvasElement, 'condition')).toHaveValue('used');
    await expect(control(canvasElement, 'yearOfConstruction')).toHaveValue('2016');
    await expect(control(canvasElement, 'modelId')).toHaveValue('geotrac-85');
    await expect(canvas.getByText('Servicebuch.pdf')).toBeVisible();
    await expect(canvas.getByText('Bild 2')).toBeVisible();
    await expect(submitButton(canvasElement)).toHaveTextContent('Änderungen speichern');
    await userEvent.click(canvas.getByRole('button', { name: 'Bild 2 entfernen' }));
    await waitFor(() =>
      expect(args.onRemoveFile).toHaveBeenCalledWith(activeAd.id, 'picture', 'img-2'),
    );
  },
};

export const EditUnknownAd: Story = {
  args: { adId: 'gibt-es-nicht', myAds },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anzeige nicht gefunden')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu meinen Anzeigen' })).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { initialFiles: threeFiles },
  play: async ({ canvas, canvasElement }) => {
    await expect(control(canvasElement, 'title')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Anzeige veröffentlichen' }).getBoundingClientRect()
        .height,
    ).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
