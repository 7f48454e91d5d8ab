import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  noPhotos,
  phoneViewport,
  photoList,
  photoListEnglish,
  pressMessagesLoader,
} from '../../pressStoryData';
import { PressPhotosView } from './PressPhotosView';

const path = '/de/lindner-welt/presse/fotos';

/** The photo search without the API: results, English, no result, failure, phone. */
const meta = {
  title: 'Portal/Press/Photos',
  component: PressPhotosView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [pressMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { query: {}, list: photoList },
    fileHref: (url: string) => url,
    retryHref: path,
  },
} satisfies Meta<typeof PressPhotosView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form (words, category), the count, and each photo with a download per size. */
export const Results: Story = {
  // German: Austrian numbers group with a space, which the names below do not show.
  args: { data: { query: { q: 'lintrac', category: 'tractors' }, list: photoList } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Pressefotos suchen' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', path);
    await expect(canvas.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('lintrac');
    const category = canvas.getByRole('combobox', { name: 'Kategorie' });
    await expect(category).toHaveValue('tractors');
    await expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Kategorien', 'Traktoren', 'Transporter', 'Unternehmen', 'Veranstaltungen']);
    await expect(canvas.getByText('16 Fotos gefunden')).toBeVisible();
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByText('Der Lintrac 130 LS auf einer Bergwiese')).toBeVisible();
    await expect(first.getByText('Foto: Lindner Traktorenwerk')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Web: 1.280 × 853 px, 64 kB' })).toHaveAttribute(
      'download',
    );
    await expect(
      first.getByRole('link', { name: 'Druck: 2.400 × 1.600 px, 1,9 MB' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'href',
      `${path}?q=lintrac&category=tractors&page=2`,
    );
  },
};

/** English captions; a photo only captioned in German says so. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/lindner/press/photos' },
  args: { data: { query: {}, list: photoListEnglish } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The Lintrac 130 LS on a mountain meadow')).toBeVisible();
    await expect(canvas.getByText('Montagehalle im Werk Kundl')).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('Only available in German.')).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'Print: 2,400 × 1,600 px, 1.9 MB' }),
    ).toHaveLength(2);
  },
};

/** Nothing found: says so, and leads back to every photo. */
export const NoResult: Story = {
  args: { data: { query: { q: 'Boot' }, list: noPhotos } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Keine Fotos gefunden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Fotos zeigen' })).toHaveAttribute(
      'href',
      '/de/lindner-welt/presse/fotos',
    );
  },
};

export const FetchFailed: Story = {
  args: { data: { query: {}, list: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Pressefotos konnten nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
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
