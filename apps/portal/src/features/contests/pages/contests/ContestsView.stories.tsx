import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { contestList, contestsMessagesLoader, phoneViewport } from '../../contestsStoryData';
import { ContestsView } from './ContestsView';

const path = '/de-at/community/gewinnspiele';

/** The contests without the API: the three, and a failed load. */
const meta = {
  title: 'Portal/Contests/List',
  component: ContestsView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [contestsMessagesLoader],
  decorators: [withPortalMessages],
  args: { data: { contests: contestList }, retryHref: path },
} satisfies Meta<typeof ContestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each contest a card: its title linking to its page, its deadline or that it is over. */
export const Contests: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gewinnspiele' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(
      within(cards[0]!).getByRole('link', { name: 'Fotowettbewerb: Dein Lindner im Einsatz' }),
    ).toHaveAttribute('href', '/de-at/community/gewinnspiele/fotowettbewerb');
    await expect(within(cards[0]!).getByText(/^Einsendeschluss: 7\. Januar 2027/)).toBeVisible();
    await expect(within(cards[2]!).getByText('Einsendeschluss ist vorbei')).toBeVisible();
    await expect(within(cards[0]!).getByText('2 Beiträge')).toBeVisible();
  },
};

/** In English, on a phone. */
export const EnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  parameters: { ...phoneViewport, route: '/en/community/contests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
    await expect(canvas.getByText('Submission deadline is over')).toBeVisible();
  },
};

/** The contests could not be loaded: Retry is a link to the page. */
export const LoadFailed: Story = {
  args: { data: { contests: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};
