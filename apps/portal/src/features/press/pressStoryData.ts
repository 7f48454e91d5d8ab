import { apiMessages } from '@lindner/api';
import type {
  PressPhoto,
  PressPhotoList,
  PressRelease,
  PressReleaseList,
} from '@lindner/api/schema';
import { authMessages } from '@lindner/auth';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import { portalPressEditorialMessages, portalPressMessages } from '../../messages/press';

// The press pages' stories: their texts, the phone's viewport and the data they show.

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the press pages: the portal's messages and the press parts. */
export const pressMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    authMessages,
    portalMessages,
    portalPressMessages,
    portalPressEditorialMessages,
  ]),
});

export const releaseList: PressReleaseList = {
  releases: [
    {
      slug: 'lintrac-130-ls-weltpremiere',
      title: 'Weltpremiere: Der Lintrac 130 LS',
      teaser: 'Lindner stellt den stärksten Lintrac vor: 136 PS und lenkbare Hinterachse.',
      releasedAt: '2026-11-24T12:00:00.000Z',
      textLanguage: 'de',
    },
    {
      slug: 'unitrac-122-ldrive-alpenpass',
      title: 'Unitrac 122 LDrive räumt den Alpenpass',
      teaser: 'Drei Unitrac 122 LDrive halten diesen Winter einen Tiroler Alpenpass offen.',
      releasedAt: '2026-11-09T12:00:00.000Z',
      textLanguage: 'de',
    },
  ],
  page: 1,
  pageCount: 2,
  total: 8,
};

/** In English, one release only in German. */
export const releaseListEnglish: PressReleaseList = {
  releases: [
    {
      slug: 'lintrac-130-ls-weltpremiere',
      title: 'World premiere: the Lintrac 130 LS',
      teaser: 'Lindner presents its most powerful Lintrac: 136 hp and a steerable rear axle.',
      releasedAt: '2026-11-24T12:00:00.000Z',
      textLanguage: 'en',
    },
    {
      slug: 'haendlernetz-bayern-erweitert',
      title: 'Händlernetz in Bayern erweitert',
      teaser: 'Drei neue Vertriebspartner betreuen künftig Kundinnen und Kunden in Oberbayern.',
      releasedAt: '2026-07-31T12:00:00.000Z',
      textLanguage: 'de',
    },
  ],
  page: 1,
  pageCount: 1,
  total: 2,
};

export const release: PressRelease = {
  ...releaseList.releases[0]!,
  body: [
    {
      type: 'paragraph',
      content: [
        { text: 'Kundl, Tirol. Mit dem ' },
        { text: 'Lintrac 130 LS', bold: true },
        { text: ' erweitert Lindner seine Lintrac-Familie nach oben.' },
      ],
    },
    { type: 'heading', text: 'Das Wichtigste im Überblick' },
    { type: 'list', items: [[{ text: '136 PS' }], [{ text: 'Lenkbare Hinterachse' }]] },
    { type: 'quote', text: '„Mehr Kraft am Steilhang.“' },
  ],
  contact: {
    name: 'Theresa Lindner',
    role: 'Presse und Kommunikation',
    email: 'presse@lindner-traktoren.at',
    phone: '+43 5338 7420-0',
  },
  downloads: [
    {
      file: 'lintrac-130-ls-pressemappe.pdf',
      title: 'Pressemappe (PDF)',
      contentType: 'application/pdf',
      sizeBytes: 1292,
    },
    {
      file: 'lintrac-130-ls-technische-daten.pdf',
      title: 'Technische Daten (PDF)',
      contentType: 'application/pdf',
      sizeBytes: 2_450_000,
    },
  ],
};

/** A photo drawn in the story itself: no API is reached. */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="853"><rect width="1280" height="853" fill="${colour}"/></svg>`)}`;

function photo(
  id: string,
  category: PressPhoto['category'],
  caption: string,
  credit: string,
  colour: string,
  textLanguage: PressPhoto['textLanguage'] = 'de',
): PressPhoto {
  return {
    id,
    category,
    caption,
    credit,
    textLanguage,
    uploadedAt: '2026-11-24T12:00:00.000Z',
    files: [
      {
        size: 'web',
        url: picture(colour),
        contentType: 'image/jpeg',
        width: 1280,
        height: 853,
        sizeBytes: 64_000,
      },
      {
        size: 'print',
        url: picture(colour),
        contentType: 'image/jpeg',
        width: 2400,
        height: 1600,
        sizeBytes: 1_850_000,
      },
    ],
  };
}

export const photoList: PressPhotoList = {
  photos: [
    photo(
      'p1',
      'tractors',
      'Der Lintrac 130 LS auf einer Bergwiese',
      'Foto: Lindner Traktorenwerk',
      '#c8102e',
    ),
    photo(
      'p2',
      'transporters',
      'Unitrac 122 LDrive im Winterdienst',
      'Foto: Anna Pichler',
      '#dfe8ef',
    ),
    photo('p3', 'events', 'Das Festzelt der Landtechnik-Tage', 'Foto: Stefan Huber', '#1f5fa8'),
  ],
  page: 1,
  pageCount: 2,
  total: 16,
};

export const photoListEnglish: PressPhotoList = {
  photos: [
    photo(
      'p1',
      'tractors',
      'The Lintrac 130 LS on a mountain meadow',
      'Photo: Lindner Traktorenwerk',
      '#c8102e',
      'en',
    ),
    photo(
      'p4',
      'company',
      'Montagehalle im Werk Kundl',
      'Foto: Lindner Traktorenwerk',
      '#5c6670',
      'de',
    ),
  ],
  page: 1,
  pageCount: 1,
  total: 2,
};

export const noPhotos: PressPhotoList = { photos: [], page: 1, pageCount: 0, total: 0 };
