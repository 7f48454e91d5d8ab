import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  newestArticle,
  newsMessagesLoader,
  phoneViewport,
  traclinkArticle,
} from '../../newsStoryData';
import { UpfrontNewsArticleView } from './UpfrontNewsArticleView';

/** One upfront article, without its data: each state. */
const meta = {
  title: 'Portal/News/UpfrontNewsArticle',
  component: UpfrontNewsArticleView,
  parameters: {
    layout: 'fullscreen',
    route: `/de/mein-lindner/vorab-news/${traclinkArticle.slug}`,
  },
  loaders: [newsMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), article: traclinkArticle },
} satisfies Meta<typeof UpfrontNewsArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of block: paragraph with bold parts and links, heading, list, quote. A link whose
 * address is not allowed stays text; another site opens in a new tab.
 */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'TracLink-Update: Aufgabenplanung am Smartphone',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('14. November 2026', { selector: 'time' })).toHaveAttribute(
      'datetime',
      traclinkArticle.publishedAt,
    );
    await expect(canvas.getByText(/^Veröffentlicht am/)).toHaveTextContent(
      'Veröffentlicht am 14. November 2026',
    );
    await expect(
      canvas.getByRole('img', { name: 'Der Lintrac 130 LS auf einer Bergwiese' }),
    ).toBeVisible();
    await expect(canvas.getByText('Traktor', { selector: 'strong' })).toBeVisible();
    const external = canvas.getByRole('link', { name: 'TracLink-Seite (öffnet in neuem Tab)' });
    await expect(external).toHaveAttribute('href', 'https://www.lindner-traktoren.at/traclink');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const internal = canvas.getByRole('link', { name: 'Händlerfinder' });
    await expect(internal).toHaveAttribute('href', '/de/service-kontakt/haendlersuche');
    await expect(internal).not.toHaveAttribute('target');
    await expect(internal.closest('strong')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Was neu ist' })).toBeVisible();
    const list = within(canvas.getByText('Aufgabenplanung in der App').closest('ul')!);
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('Arbeitszeiten', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText(/bleibt Text: unsicherer Link$/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'unsicherer Link' })).toBeNull();
    await expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(
      canvas.getByText('Endlich sehe ich am Abend, was auf dem Feld wirklich los war.'),
    ).toBeVisible();
    await expect(document.querySelector('blockquote')).not.toBeNull();

    const neighbours = within(canvas.getByRole('navigation', { name: 'Weitere Vorab-News' }));
    await expect(
      neighbours.getByRole('link', {
        name: 'Vorheriger Artikel Unitrac im Winterdienst: neue Kommunalausstattung',
      }),
    ).toHaveAttribute('href', '/de/mein-lindner/vorab-news/unitrac-kommunal-winterdienst');
    const next = neighbours.getByRole('link', {
      name: 'Nächster Artikel Vorab: Der neue Lintrac 130 LS',
    });
    await expect(next).toHaveAttribute(
      'href',
      '/de/mein-lindner/vorab-news/lintrac-130-ls-vorstellung',
    );
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The newest article: only a link to the previous one. */
export const Newest: Story = {
  args: { article: newestArticle },
  play: async ({ canvas }) => {
    const neighbours = within(canvas.getByRole('navigation', { name: 'Weitere Vorab-News' }));
    await expect(neighbours.getAllByRole('link')).toHaveLength(1);
    await expect(neighbours.queryByText('Nächster Artikel')).toBeNull();
    await expect(canvas.queryByRole('img')).not.toBeNull();
  },
};

/** No article has the address's slug: the page says so and leads back to the list. */
export const NotFound: Story = {
  args: { state: 'error', article: null, notFound: true },
  parameters: { route: '/de/mein-lindner/vorab-news/gibt-es-nicht' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle Vorab-News ansehen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/vorab-news',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', article: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vorab-News' })).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', article: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  parameters: { route: `/fr/mon-lindner/pre-actualites/${traclinkArticle.slug}` },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Publié le/)).toHaveTextContent('Publié le 14 novembre 2026');
    // Written only in German: said so in French, the German texts marked lang="de".
    await expect(canvas.getByText('Cet article n’existe qu’en allemand.')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1 }).querySelector('[lang="de"]'),
    ).toHaveTextContent('TracLink-Update: Aufgabenplanung am Smartphone');
    await expect(canvas.getByText('Was neu ist').closest('[lang]')).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText(/^Publié le/).closest('[lang="de"]')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'TracLink-Seite (s’ouvre dans un nouvel onglet)' }),
    ).toBeVisible();
    const neighbours = within(canvas.getByRole('navigation', { name: 'Autres pré-actualités' }));
    await expect(neighbours.getByText('Article précédent')).toBeVisible();
    await expect(neighbours.getByText('Article suivant')).toBeVisible();
    await expect(neighbours.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/fr/mon-lindner/pre-actualites/unitrac-kommunal-winterdienst',
    );
  },
};

/** Translated: English texts on the English page, no note, nothing marked. */
export const InEnglish: Story = {
  parameters: { route: `/en/my-lindner/upfront-news/${traclinkArticle.slug}` },
  globals: { locale: 'en' },
  args: {
    article: {
      ...traclinkArticle,
      title: 'TracLink update: task planning on your smartphone',
      textLanguage: 'en',
      body: [{ type: 'heading', text: 'What is new' }],
      previous: null,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'TracLink update: task planning on your smartphone',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(/only available in German/)).toBeNull();
    await expect(canvas.getByText('What is new').closest('[lang]')).not.toHaveAttribute(
      'lang',
      'de',
    );
    // The next one is still German only: its title marked.
    await expect(canvasElement.querySelector('nav [lang="de"]')).toHaveTextContent(
      'Vorab: Der neue Lintrac 130 LS',
    );
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Weitere Vorab-News' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
