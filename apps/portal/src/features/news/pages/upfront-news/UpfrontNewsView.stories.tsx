import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { newsMessagesLoader, phoneViewport, upfrontNews } from '../../newsStoryData';
import { UpfrontNewsView } from './UpfrontNewsView';

/** The upfront news list, without its data: each state. */
const meta = {
  title: 'Portal/News/UpfrontNews',
  component: UpfrontNewsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/vorab-news' },
  loaders: [newsMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), news: upfrontNews },
} satisfies Meta<typeof UpfrontNewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; the two unread ones marked by a word, a border, and in their links' names. */
export const UnreadAndRead: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vorab-News' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const newest = within(cards[0]!);
    await expect(
      newest.getByRole('link', { name: 'Vorab: Der neue Lintrac 130 LS, ungelesen' }),
    ).toHaveAttribute('href', '/de/mein-lindner/vorab-news/lintrac-130-ls-vorstellung');
    await expect(newest.getByText('Ungelesen')).toBeVisible();
    await expect(newest.getByText('21. November 2026')).toBeVisible();
    await expect(newest.getByText(/^Mehr Leistung, stufenloses Getriebe/)).toBeVisible();
    await expect(cards[0]!.querySelector('img')).toHaveAttribute('alt', '');
    // Without a photo the card has none, and no empty box either.
    await expect(cards[1]!.querySelector('img')).toBeNull();
    const read = within(cards[2]!);
    await expect(
      read.getByRole('link', { name: 'Unitrac im Winterdienst: neue Kommunalausstattung' }),
    ).toBeVisible();
    await expect(read.queryByText('Ungelesen')).toBeNull();
    // Each whole card is the link's target: a keyboard reaches the three titles in order.
    await userEvent.tab();
    await expect(newest.getByRole('link')).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { news: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Gerade gibt es keine Vorab-News. Schau bald wieder vorbei.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', news: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', news: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  parameters: { route: '/fr/mon-lindner/pre-actualites' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Non lu')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: 'Vorab: Der neue Lintrac 130 LS, non lu' }),
    ).toHaveAttribute('href', '/fr/mon-lindner/pre-actualites/lintrac-130-ls-vorstellung');
    await expect(canvas.getByText('21 novembre 2026')).toBeVisible();
    // Written only in German: title and teaser marked lang="de", the date not.
    await expect(
      canvas.getByRole('link', { name: 'Vorab: Der neue Lintrac 130 LS, non lu' }),
    ).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText(/^Das nächste TracLink-Update/)).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('21 novembre 2026').closest('[lang="de"]')).toBeNull();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
    // The whole card is the link's target, far larger than a finger.
    const card = canvas.getAllByRole('article')[0]!;
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
