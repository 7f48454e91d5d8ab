import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  firstPage,
  firstPageEnglish,
  phoneViewport,
  publicNewsMessagesLoader,
} from '../../publicNewsStoryData';
import { NewsListView } from './NewsListView';

const path = '/de-at/lindner-welt/news-events/news';

/** The public news list without the API: a page, a category without articles, English, failure. */
const meta = {
  title: 'Portal/News/PublicList',
  component: NewsListView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [publicNewsMessagesLoader],
  decorators: [withPortalMessages],
  args: { data: firstPage, retryHref: path },
} satisfies Meta<typeof NewsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first, each a card with its date, category, title (the link), teaser and picture; the
 * categories are links (the shown one current); the pages are links too.
 */
export const FirstPage: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const categories = within(canvas.getByRole('navigation', { name: 'Nach Kategorie filtern' }));
    await expect(categories.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Alle',
      'Unternehmen',
      'Produkte',
      'Messen & Events',
      'Community',
    ]);
    await expect(categories.getByRole('link', { name: 'Alle' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(categories.getByRole('link', { name: 'Produkte' })).toHaveAttribute(
      'href',
      `${path}?category=products`,
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(
      first.getByRole('link', { name: 'Agritechnica 2026: Lindner zieht Bilanz' }),
    ).toHaveAttribute('href', `${path}/agritechnica-2026-rueckblick`);
    await expect(first.getByText('24. November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-24T09:00:00+01:00',
    );
    await expect(first.getByText('Messen & Events')).toBeVisible();
    await expect(cards[0]!.querySelector('img')).toHaveAttribute('width', '480');
    // German on a German page: nothing marked, no note.
    await expect(canvas.queryByText('Nur auf Deutsch')).toBeNull();
    const paging = within(canvas.getByRole('navigation', { name: 'Seiten der News' }));
    await expect(paging.getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(paging.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      `${path}?page=2`,
    );
    await expect(paging.getByRole('link', { name: 'Seite 3' })).toBeVisible();
  },
};

/** A category on its second page keeps the category in the paging's links. */
export const CategorySecondPage: Story = {
  args: {
    data: {
      query: { category: 'products', page: 2 },
      list: { ...firstPage.list, articles: [firstPage.list.articles[1]!], total: 4, page: 2 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Produkte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const paging = within(canvas.getByRole('navigation', { name: 'Seiten der News' }));
    await expect(paging.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      `${path}?category=products`,
    );
  },
};

/** A category without articles: says so, with the way back to all. */
export const EmptyCategory: Story = {
  args: {
    data: {
      query: { category: 'community', page: 1 },
      list: { articles: [], total: 0, page: 1, pageSize: 6 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Keine Artikel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle News ansehen' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.queryByRole('navigation', { name: 'Seiten der News' })).toBeNull();
  },
};

/** On the English page an article written only in German is marked lang="de" and says so. */
export const GermanOnlyOnEnglishPage: Story = {
  parameters: { route: '/en/lindner/news' },
  globals: { locale: 'en' },
  args: { data: firstPageEnglish, retryHref: '/en/lindner/news' },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    const english = within(cards[0]!);
    await expect(
      english.getByRole('link', { name: 'Agritechnica 2026: Lindner takes stock' }),
    ).not.toHaveAttribute('lang');
    await expect(english.getByText('Trade fairs & events')).toBeVisible();
    const german = within(cards[2]!);
    await expect(
      german.getByRole('link', { name: 'Händlertag in Südtirol: neue Servicepartner' }),
    ).toHaveAttribute('lang', 'de');
    await expect(german.getByText(/^Drei neue Servicepartner/)).toHaveAttribute('lang', 'de');
    await expect(german.getByText('German only')).toBeVisible();
    await expect(german.getByText('German only').closest('[lang="de"]')).toBeNull();
    await expect(canvas.getAllByText('German only')).toHaveLength(1);
  },
};

/** The API could not be reached: a message and Retry, a link (the page runs no script). */
export const LoadFailed: Story = {
  args: { data: { query: { category: null, page: 1 }, list: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die News konnten nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Erneut versuchen/ })).toHaveAttribute(
      'href',
      path,
    );
  },
};

export const InFrench: Story = {
  parameters: { route: '/fr/lindner/actualites' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Salons et événements' })).toHaveAttribute(
      'href',
      '/fr/lindner/actualites?category=events',
    );
    await expect(canvas.getAllByText('En allemand uniquement')).toHaveLength(3);
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
