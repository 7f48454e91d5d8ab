import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  phoneViewport,
  pressMessagesLoader,
  releaseList,
  releaseListEnglish,
} from '../../pressStoryData';
import { PressReleasesView } from './PressReleasesView';

const path = '/de-at/lindner-welt/presse';

/** The press releases without the API: a page of them, English, empty, failure, phone. */
const meta = {
  title: 'Portal/Press/Releases',
  component: PressReleasesView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [pressMessagesLoader],
  decorators: [withPortalMessages],
  args: { data: { page: 1, list: releaseList }, retryHref: path },
} satisfies Meta<typeof PressReleasesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its date, title (a link to it) and teaser; paging and the photos. */
export const Releases: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Presse' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den Pressefotos' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/presse/fotos',
    );
    const items = within(canvas.getByRole('list', { name: 'Pressemitteilungen' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    await expect(
      within(items[0]!).getByRole('link', { name: 'Weltpremiere: Der Lintrac 130 LS' }),
    ).toHaveAttribute('href', '/de-at/lindner-welt/presse/lintrac-130-ls-weltpremiere');
    await expect(within(items[0]!).getByText('24. November 2026')).toBeVisible();
    const paging = canvas.getByRole('navigation', { name: 'Seiten der Liste' });
    await expect(within(paging).getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/presse?page=2',
    );
  },
};

/** An English page: a release only in German says so and is marked as German. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/lindner/press' },
  args: { data: { page: 1, list: releaseListEnglish }, retryHref: '/en/lindner/press' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    const german = canvas.getByRole('link', { name: 'Händlernetz in Bayern erweitert' });
    await expect(german).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('Only available in German.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'World premiere: the Lintrac 130 LS' }),
    ).not.toHaveAttribute('lang');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
  },
};

/** A page past the last: nothing there, and the way back to the first page. */
export const Empty: Story = {
  args: { data: { page: 5, list: { releases: [], page: 5, pageCount: 2, total: 8 } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Auf dieser Seite gibt es keine Pressemitteilungen.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur ersten Seite' })).toBeVisible();
  },
};

/** The API did not answer: the message and Retry, a link to the same address. */
export const FetchFailed: Story = {
  args: { data: { page: 1, list: null }, retryHref: `${path}?page=1` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Die Pressemitteilungen konnten nicht geladen werden.'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** On a 360 px phone nothing scrolls sideways. */
export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
