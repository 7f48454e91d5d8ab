import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import type { EditorialNewsArticle, NewsArticle, NewsSummary } from '@lindner/api/schema';
import { authMessages } from '@lindner/auth';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalNewsEditorMessages, portalPublicNewsMessages } from '../../messages/news';

/** Made-up public news for the stories: no API. */

const picture = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="${color}"/><text x="240" y="195" font-family="Arial" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const fairPicture = picture('#b00014', 'Agritechnica');

export const fairNews: NewsSummary = {
  slug: 'agritechnica-2026-rueckblick',
  category: 'events',
  title: 'Agritechnica 2026: Lindner zieht Bilanz',
  teaser:
    'Eine Woche Hannover, tausende Gespräche am Stand und großes Interesse am Lintrac 130 mit TracLink.',
  publishedAt: '2026-11-24T09:00:00+01:00',
  image: {
    versions: { lindnerMachine: { xs: fairPicture, md: fairPicture } },
    alt: 'Zeichnung: ein roter Traktor auf dem Feld',
    width: 480,
    height: 360,
  },
  textLanguage: 'de',
};

export const geotracNews: NewsSummary = {
  slug: 'geotrac-134ep-stufe-5',
  category: 'products',
  title: 'Geotrac 134ep: jetzt mit Motor der Abgasstufe V',
  teaser:
    'Der stärkste Geotrac erfüllt jetzt die Abgasstufe V und bleibt mit 144 PS der Kraftprotz der Baureihe.',
  publishedAt: '2026-11-17T09:00:00+01:00',
  image: null,
  textLanguage: 'de',
};

export const dealerNews: NewsSummary = {
  slug: 'haendlertag-suedtirol',
  category: 'community',
  title: 'Händlertag in Südtirol: neue Servicepartner',
  teaser:
    'Drei neue Servicepartner in Südtirol betreuen ab sofort Lintrac, Geotrac und Unitrac in den Tälern.',
  publishedAt: '2026-11-11T09:00:00+01:00',
  image: null,
  textLanguage: 'de',
};

/** The first page of three, as GET /news answers in German. */
export const firstPage = {
  query: { category: null, page: 1 },
  list: { articles: [fairNews, geotracNews, dealerNews], total: 8, page: 1, pageSize: 3 },
};

/** The same page asked in English: two translated, the dealers' article German only. */
export const firstPageEnglish = {
  query: { category: null, page: 1 },
  list: {
    ...firstPage.list,
    articles: [
      {
        ...fairNews,
        title: 'Agritechnica 2026: Lindner takes stock',
        teaser: 'A week in Hanover and great interest in the Lintrac 130 with TracLink.',
        image: { ...fairNews.image!, alt: 'Drawing: a red tractor in a field' },
        textLanguage: 'en' as const,
      },
      {
        ...geotracNews,
        title: 'Geotrac 134ep: now with a Stage V engine',
        teaser: 'The most powerful Geotrac now meets emission Stage V.',
        textLanguage: 'en' as const,
      },
      dealerNews,
    ],
  },
};

/** An article with both neighbours and every kind of block. */
export const geotracArticle: NewsArticle = {
  ...geotracNews,
  body: [
    {
      type: 'paragraph',
      content: [
        {
          text: 'Der Geotrac 134ep bekommt einen Motor der Abgasstufe V. Leistung und Drehmoment bleiben.',
        },
      ],
    },
    { type: 'heading', text: 'Das Wichtigste' },
    { type: 'list', items: [[{ text: '144 PS' }], [{ text: 'Abgasstufe V', bold: true }]] },
    {
      type: 'paragraph',
      content: [
        { text: 'Mehr in der ' },
        { text: 'Modellübersicht', href: '/de/modelle' },
        { text: '.' },
      ],
    },
  ],
  previous: { slug: dealerNews.slug, title: dealerNews.title, textLanguage: 'de' },
  next: { slug: fairNews.slug, title: fairNews.title, textLanguage: 'de' },
};

/** The dealers' article, written only in German, as the English page gets it. */
export const germanOnlyArticle: NewsArticle = {
  ...dealerNews,
  body: [
    {
      type: 'paragraph',
      content: [
        {
          text: 'Beim Händlertag in Bozen haben wir drei neue Servicepartner begrüßt.',
        },
      ],
    },
  ],
  previous: null,
  next: {
    slug: geotracNews.slug,
    title: 'Geotrac 134ep: now with a Stage V engine',
    textLanguage: 'en',
  },
};

/** Staff's list: a draft, one published, one to appear later. */
export const editorialArticles: EditorialNewsArticle[] = [
  {
    slug: 'lintrac-80-weinbau',
    category: 'products',
    publishedAt: null,
    isPublic: false,
    updatedAt: '2026-11-27T15:00:00+01:00',
    image: null,
    de: {
      title: 'Neuer Lintrac 80 für den Weinbau',
      teaser: 'Schmal, wendig und mit Kabine.',
      body: [{ type: 'paragraph', content: [{ text: 'Ab Frühjahr bei Deinem Händler.' }] }],
    },
    en: null,
    fr: null,
  },
  {
    slug: 'wintertour-2027',
    category: 'events',
    publishedAt: '2026-12-05T09:00:00+01:00',
    isPublic: false,
    updatedAt: '2026-11-26T15:00:00+01:00',
    image: null,
    de: {
      title: 'Wintertour 2027: Lindner auf Tour',
      teaser: 'Zehn Stationen in Tirol und Salzburg.',
      body: [{ type: 'paragraph', content: [{ text: 'Die Termine folgen.' }] }],
    },
    en: {
      title: 'Winter tour 2027: Lindner on tour',
      teaser: 'Ten stops in Tyrol and Salzburg.',
      body: [{ type: 'paragraph', content: [{ text: 'Dates to follow.' }] }],
    },
    fr: null,
  },
  {
    slug: geotracArticle.slug,
    category: 'products',
    publishedAt: geotracArticle.publishedAt,
    isPublic: true,
    updatedAt: '2026-11-17T09:00:00+01:00',
    image: null,
    de: { title: geotracArticle.title, teaser: geotracArticle.teaser, body: geotracArticle.body },
    en: {
      title: 'Geotrac 134ep: now with a Stage V engine',
      teaser: 'The most powerful Geotrac now meets emission Stage V.',
      body: [{ type: 'paragraph', content: [{ text: 'Stage V.' }] }],
    },
    fr: {
      title: 'Geotrac 134ep : désormais avec un moteur Phase V',
      teaser: 'Le plus puissant des Geotrac respecte la norme Phase V.',
      body: [{ type: 'paragraph', content: [{ text: 'Phase V.' }] }],
    },
  },
];

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the public news pages: the portal's messages and the public news part. */
export const publicNewsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    authMessages,
    portalMessages,
    portalPublicNewsMessages,
  ]),
});

/** Stories of the news editor: the personal area's messages, the editor's and the categories'. */
export const newsEditorMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalNewsEditorMessages,
    portalPublicNewsMessages,
  ]),
});
