import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  geotracArticle,
  germanOnlyArticle,
  phoneViewport,
  publicNewsMessagesLoader,
} from '../../publicNewsStoryData';
import { NewsArticleView } from './NewsArticleView';

const list = '/de-at/lindner-welt/news-events/news';
const path = `${list}/${geotracArticle.slug}`;

/** A public article without the API: with its neighbours, German only on the English site, failure. */
const meta = {
  title: 'Portal/News/PublicArticle',
  component: NewsArticleView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [publicNewsMessagesLoader],
  decorators: [withPortalMessages],
  args: { article: geotracArticle, retryHref: path },
} satisfies Meta<typeof NewsArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Category (a link to its list), title, date, teaser and the body as elements; the previous
 * (older) and next (newer) article and the way back to the list.
 */
export const WithNeighbours: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Geotrac 134ep: jetzt mit Motor der Abgasstufe V',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Produkte' })).toHaveAttribute(
      'href',
      `${list}?category=products`,
    );
    await expect(canvas.getByText('17. November 2026', { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-17T09:00:00+01:00',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Das Wichtigste' })).toBeVisible();
    await expect(canvas.getByText('Abgasstufe V', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Modellübersicht' })).toHaveAttribute(
      'href',
      '/de/modelle',
    );
    await expect(canvas.queryByText(/nur auf Deutsch/)).toBeNull();
    const neighbours = within(canvas.getByRole('navigation', { name: 'Weitere Artikel' }));
    const [previous, next] = neighbours.getAllByRole('link');
    await expect(previous).toHaveTextContent(
      'Vorheriger ArtikelHändlertag in Südtirol: neue Servicepartner',
    );
    await expect(previous).toHaveAttribute('href', `${list}/haendlertag-suedtirol`);
    await expect(next).toHaveAttribute('href', `${list}/agritechnica-2026-rueckblick`);
    await expect(canvas.getAllByRole('link', { name: 'Zu allen News' })[0]).toHaveAttribute(
      'href',
      list,
    );
  },
};

/**
 * On the English site an article written only in German says so in English; its title, teaser
 * and body are marked lang="de", the date and the note are not.
 */
export const GermanOnlyOnEnglishPage: Story = {
  parameters: { route: `/en/lindner/news/${germanOnlyArticle.slug}` },
  globals: { locale: 'en' },
  args: { article: germanOnlyArticle },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 1,
      name: 'Händlertag in Südtirol: neue Servicepartner',
    });
    await expect(title).toHaveAttribute('lang', 'de');
    const note = canvas.getByText('This article is only available in German.');
    await expect(note).toBeVisible();
    await expect(note.closest('[lang="de"]')).toBeNull();
    await expect(canvas.getByText(/^Beim Händlertag in Bozen/).closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
    await expect(canvas.getByText(/^Published on/).closest('[lang="de"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/en/lindner/news?category=community',
    );
    // Its newer neighbour is in English: not marked.
    const next = canvas.getByRole('link', { name: /Next article/ });
    await expect(next).toHaveAttribute('href', '/en/lindner/news/geotrac-134ep-stufe-5');
    await expect(next.querySelector('[lang]')).toBeNull();
    await expect(canvas.queryByText('Previous article')).toBeNull();
  },
};

/** The API could not be reached: a message and Retry, and the way back to the list. */
export const LoadFailed: Story = {
  args: { article: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Der Artikel konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Erneut versuchen/ })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.getByRole('link', { name: 'Zu allen News' })).toHaveAttribute('href', list);
  },
};

export const InFrench: Story = {
  parameters: { route: `/fr/lindner/actualites/${geotracArticle.slug}` },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Publié le/)).toHaveTextContent('Publié le 17 novembre 2026');
    await expect(canvas.getByText('Cet article n’existe qu’en allemand.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Article suivant/ })).toHaveAttribute(
      'href',
      '/fr/lindner/actualites/agritechnica-2026-rueckblick',
    );
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Weitere Artikel' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
