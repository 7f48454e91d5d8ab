import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { phoneViewport, photoList, pressMessagesLoader } from '../../pressStoryData';
import { EditorialPressPhotosView } from './EditorialPressPhotosView';

/** Staff's press photos without the API: each state of the list and of the upload form. */
const meta = {
  title: 'Portal/Press/EditorialPhotos',
  component: EditorialPressPhotosView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/redaktion/pressefotos' },
  loaders: [pressMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    allowed: true,
    state: 'content',
    onRetry: fn(),
    list: photoList,
    pageHref: (page: number) => `/de/mein-lindner/redaktion/pressefotos?page=${page}`,
    fileHref: (url: string) => url,
    onUpload: fn(async (): Promise<SubmitOutcome | null> => ({ ok: true })),
    onDelete: fn(async () => true),
  },
} satisfies Meta<typeof EditorialPressPhotosView>;

export default meta;
type Story = StoryObj<typeof meta>;

const photoFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'werk.jpg', {
    type: 'image/jpeg',
  });

/** Filled in and sent: the texts and the file go to the upload; the form empties. */
export const Upload: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/^Foto\*?$/), photoFile());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Kategorie/ }), 'company');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Bildunterschrift auf Deutsch/ }),
      'Neue Halle',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /auf Englisch/ }), 'New hall');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Bildnachweis/ }), 'Foto: Lindner');
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(
        {
          category: 'company',
          captionDe: 'Neue Halle',
          captionEn: 'New hall',
          captionFr: null,
          credit: 'Foto: Lindner',
        },
        expect.any(File),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Bildunterschrift auf Deutsch/ })).toHaveValue(''),
    );
  },
};

/** Sent empty: every missing field says what it needs, and the first takes the focus. */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await expect(canvas.getByLabelText(/^Foto\*?$/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Foto\*?$/)).toHaveAccessibleDescription(
      /Bitte wähle ein Foto aus\./,
    );
    await expect(canvas.getByRole('combobox', { name: /Kategorie/ })).toHaveAccessibleDescription(
      'Bitte wähle eine Kategorie.',
    );
    await expect(
      canvas.getByRole('textbox', { name: /Bildunterschrift auf Deutsch/ }),
    ).toHaveAccessibleDescription('Bitte gib eine Bildunterschrift auf Deutsch ein.');
    await expect(
      canvas.getByRole('textbox', { name: /^Bildnachweis/ }),
    ).toHaveAccessibleDescription(/Bitte gib einen Bildnachweis ein\./);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file that is no picture by its content: the server's message stands at the file. */
export const RefusedByServer: Story = {
  args: {
    onUpload: fn(async (): Promise<SubmitOutcome | null> => ({
      ok: false,
      message: serverText(fieldErrorMessages.fileType),
      fieldErrors: { photo: serverText(fieldErrorMessages.fileType) },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/^Foto\*?$/), photoFile());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Kategorie/ }), 'events');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Bildunterschrift auf Deutsch/ }),
      'Fest',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Bildnachweis/ }), 'Foto: X');
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Foto\*?$/)).toHaveAccessibleDescription(
        /Bitte ein Bild im Format JPEG, PNG oder WebP hochladen\./,
      ),
    );
    await expect(canvas.getByLabelText(/^Foto\*?$/)).toHaveFocus();
  },
};

/** Delete asks first; yes deletes. */
export const Delete: Story = {
  play: async ({ args, canvas }) => {
    const card = within(canvas.getAllByRole('article')[0]!);
    await userEvent.click(
      card.getByRole('button', { name: 'Foto „Der Lintrac 130 LS auf einer Bergwiese“ löschen' }),
    );
    await expect(
      card.getByText(/endgültig löschen\? Es verschwindet auch aus der öffentlichen Suche\./),
    ).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Ja, löschen' }));
    await expect(args.onDelete).toHaveBeenCalledWith(photoList.photos[0]);
  },
};

export const Empty: Story = {
  args: { list: { photos: [], page: 1, pageCount: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Es sind noch keine Pressefotos veröffentlicht.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', list: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hochladen' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list did not load: Retry fetches again; the form stays usable. */
export const LoadFailed: Story = {
  args: { state: 'error', list: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Not staff: no access, nothing else. */
export const NotAllowed: Story = {
  args: { allowed: false, list: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kein Zugriff')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hochladen' })).toBeNull();
  },
};

export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
