import type { UpfrontNewsArticle, UpfrontNewsSummary } from '@lindner/api/schema';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalNewsServicesMessages } from '../../messages/newsServices';

/** Made-up upfront news for the stories: no API. */

const picture = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${color}"/><text x="320" y="195" font-family="Arial" font-size="48" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const lintracPicture = picture('#b00014', 'Lintrac 130 LS');

export const lintracNews: UpfrontNewsSummary = {
  slug: 'lintrac-130-ls-vorstellung',
  title: 'Vorab: Der neue Lintrac 130 LS',
  teaser:
    'Mehr Leistung, stufenloses Getriebe und lenkbare Hinterachse: Du siehst den neuen Lintrac 130 LS bei uns vor allen anderen.',
  publishedAt: '2026-11-21T08:00:00+01:00',
  image: {
    versions: { lindnerNews: { xs: lintracPicture, md: lintracPicture } },
    alt: 'Der Lintrac 130 LS auf einer Bergwiese',
    width: 640,
    height: 360,
  },
  read: false,
  textLanguage: 'de',
};

export const traclinkNews: UpfrontNewsSummary = {
  slug: 'traclink-update-herbst',
  title: 'TracLink-Update: Aufgabenplanung am Smartphone',
  teaser:
    'Das nächste TracLink-Update bringt die Aufgabenplanung in die App und zeichnet Arbeitszeiten automatisch auf.',
  publishedAt: '2026-11-14T08:00:00+01:00',
  image: null,
  read: false,
  textLanguage: 'de',
};

export const unitracNews: UpfrontNewsSummary = {
  slug: 'unitrac-kommunal-winterdienst',
  title: 'Unitrac im Winterdienst: neue Kommunalausstattung',
  teaser: 'Für Gemeinden gibt es den Unitrac ab Jänner mit Schneepflug und Streuer ab Werk.',
  publishedAt: '2026-10-30T08:00:00+01:00',
  image: null,
  read: true,
  textLanguage: 'de',
};

/** Newest first, as GET /news/upfront answers: two unread, one read. */
export const upfrontNews = [lintracNews, traclinkNews, unitracNews];

/** An article with every kind of block, bold parts, links inside and outside the site. */
export const traclinkArticle: UpfrontNewsArticle = {
  ...traclinkNews,
  image: lintracNews.image,
  body: [
    {
      type: 'paragraph',
      content: [
        {
          text: 'Mit dem Update planst Du Aufträge direkt am Smartphone und schickst sie auf den ',
        },
        { text: 'Traktor', bold: true },
        { text: '. Mehr dazu findest Du auf der ' },
        { text: 'TracLink-Seite', href: 'https://www.lindner-traktoren.at/traclink' },
        { text: ' und im ' },
        { text: 'Händlerfinder', href: '/de/service-kontakt/haendlersuche', bold: true },
        { text: '.' },
      ],
    },
    { type: 'heading', text: 'Was neu ist' },
    {
      type: 'list',
      items: [
        [{ text: 'Aufgabenplanung in der App' }],
        [{ text: 'Arbeitszeiten', bold: true }, { text: ' werden automatisch aufgezeichnet' }],
        [
          { text: 'Ein Link, der nicht erlaubt ist, bleibt Text: ' },
          { text: 'unsicherer Link', href: 'javascript:alert(1)' },
        ],
      ],
    },
    {
      type: 'quote',
      text: 'Endlich sehe ich am Abend, was auf dem Feld wirklich los war.',
    },
  ],
  previous: { slug: unitracNews.slug, title: unitracNews.title, textLanguage: 'de' },
  next: { slug: lintracNews.slug, title: lintracNews.title, textLanguage: 'de' },
};

/** The newest article: an older one before it, none after it. */
export const newestArticle: UpfrontNewsArticle = {
  ...lintracNews,
  read: true,
  body: [
    {
      type: 'paragraph',
      content: [
        { text: 'Mit dem ' },
        { text: 'Lintrac 130 LS', bold: true },
        { text: ' erweitern wir die Lintrac-Familie nach oben.' },
      ],
    },
  ],
  previous: { slug: traclinkNews.slug, title: traclinkNews.title, textLanguage: 'de' },
  next: null,
};

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the news pages: the portal's, the personal area's and the news-services part. */
export const newsMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalNewsServicesMessages,
  ]),
});
