import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  firstPage,
  phoneViewport,
  storyApi,
  userReportsMessagesLoader,
} from '../../userReportsStoryData';
import { UserReportsView } from './UserReportsView';

const path = '/de-at/community/anwenderberichte';

/** The published reports without the API: a page of them, filtered, empty, and a failure. */
const meta = {
  title: 'Portal/UserReports/List',
  component: UserReportsView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [userReportsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { model: null, page: 1, list: firstPage },
    action: path,
    api: storyApi,
    onSearch: fn(),
    retryHref: `${path}?model=lintrac-130`,
  },
} satisfies Meta<typeof UserReportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Cards newest first: the model, the title (the link to the report), first name and region and
 * the day; the first picture where there is one; a link to write a report; the filter by model
 * is a GET form, the pages are links.
 */
export const FirstPage: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anwenderberichte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bericht schreiben' })).toHaveAttribute(
      'href',
      '/de-at/community/anwenderberichte/erstellen',
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByText('Lintrac 130')).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'Im Steilhang sicher unterwegs' }),
    ).toHaveAttribute('href', '/de-at/community/anwenderberichte/lintrac-130-im-steilhang');
    await expect(first.getByText(/Martina aus Tirol · 17\. November 2026/)).toBeVisible();
    await expect(cards[0]!.querySelector('img')).toHaveAttribute('width', '960');
    // Without a picture, no image; in another language, its title marked.
    await expect(cards[1]!.querySelector('img')).toBeNull();
    await expect(
      within(cards[1]!).getByRole('heading', { name: 'A compact all-rounder for our orchard' }),
    ).toHaveAttribute('lang', 'en');

    const form = canvas.getByRole('form', { name: 'Berichte nach Modell filtern' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', path);
    const select = canvas.getByRole('combobox', { name: 'Modell' });
    await expect(select).toHaveAttribute('name', 'model');
    await userEvent.selectOptions(select, 'Lintrac 130');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('?model=lintrac-130');

    const paging = canvas.getByRole('navigation', { name: 'Seiten der Berichte' });
    await expect(within(paging).getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'href',
      `${path}?page=2`,
    );
    await expect(within(paging).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      `${path}?page=2`,
    );
  },
};

/** Filtered by a model, on its second page: the paging keeps the model. */
export const FilteredSecondPage: Story = {
  args: {
    data: {
      model: 'lintrac-130',
      page: 2,
      list: { ...firstPage, total: 12, page: 2 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Modell' })).toHaveValue('lintrac-130');
    await expect(canvas.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      `${path}?model=lintrac-130`,
    );
    await expect(canvas.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** No report for the model yet: the empty state with the way back to all of them. */
export const Empty: Story = {
  args: {
    data: { model: 'geotrac-124', page: 1, list: { ...firstPage, reports: [], total: 0 } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Noch keine Berichte' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Berichte zeigen' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The reports could not be fetched: the error block, and Retry loads the list again. */
export const FetchFailed: Story = {
  args: { data: { model: 'lintrac-130', page: 1, list: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/community/user-reports' },
  args: { action: '/en/community/user-reports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User reports' })).toBeVisible();
    await expect(canvas.getByText(/Martina from Tirol/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'A compact all-rounder for our orchard' }),
    ).not.toHaveAttribute('lang');
  },
};

/** On a 360 px phone: one card a row, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
