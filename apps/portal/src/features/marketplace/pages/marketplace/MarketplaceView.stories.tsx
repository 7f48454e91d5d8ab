import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  adList,
  emptyAdList,
  listData,
  marketplaceMessagesLoader,
  phoneViewport,
} from '../../marketplaceStoryData';
import { MarketplaceView } from './MarketplaceView';

const path = '/de-at/community/lindner-marktplatz';

/** The marketplace's list without the API: ads, filters, paging, empty, loading and failure. */
const meta = {
  title: 'Portal/Marketplace/List',
  component: MarketplaceView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [marketplaceMessagesLoader],
  decorators: [withPortalMessages],
  args: { data: listData, action: path, onSearch: fn(), retryHref: `${path}?page=2` },
} satisfies Meta<typeof MarketplaceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Offers ("Biete") and searches ("Suche"), newest first: price from cents, "Preis auf Anfrage"
 * or "Preis verhandelbar" without one, condition, year and model; the filters send their GET
 * form's query, and the pages are links of their own.
 */
export const WithAds: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lindner Marktplatz' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '28 Anzeigen' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    await expect(
      first.getByRole('link', { name: 'Frontlader für Lintrac 110, kaum benutzt' }),
    ).toHaveAttribute('href', `${path}/7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c`);
    await expect(first.getByText('Biete')).toBeVisible();
    await expect(first.getByText('6.400,00 €')).toBeVisible();
    await expect(first.getByText('Wie neu')).toBeVisible();
    await expect(first.getByText('2021')).toBeVisible();
    await expect(first.getByText('Veröffentlicht am 20.11.2026')).toBeVisible();
    await expect(within(cards[1]!).getByText('Suche')).toBeVisible();
    await expect(within(cards[1]!).getByText('Preis verhandelbar')).toBeVisible();
    await expect(within(cards[1]!).getByText('Kein Foto')).toBeVisible();
    await expect(within(cards[2]!).getByText('Preis auf Anfrage')).toBeVisible();

    const paging = within(canvas.getByRole('navigation', { name: 'Seiten der Anzeigen' }));
    await expect(paging.getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(paging.getByRole('link', { name: 'Seite 3' })).toHaveAttribute(
      'href',
      `${path}?page=3`,
    );
    await expect(paging.getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      `${path}?page=2`,
    );

    const form = canvasElement.querySelector('form[method="get"]');
    await expect(form).toHaveAttribute('action', path);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Art' }), 'purchase');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Modell' }), 'lintrac-110');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Zustand' }), 'used');
    const price = within(canvas.getByRole('group', { name: 'Preis in Euro' }));
    await userEvent.type(price.getByRole('spinbutton', { name: 'von' }), '1000');
    await userEvent.type(price.getByRole('spinbutton', { name: 'bis' }), '20000');
    const year = within(canvas.getByRole('group', { name: 'Baujahr' }));
    await userEvent.type(year.getByRole('spinbutton', { name: 'von' }), '2015');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtern' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      '?kind=purchase&model=lintrac-110&condition=used&priceMin=1000&priceMax=20000&yearMin=2015',
    );
  },
};

/** A later page of a filtered list: its filters in the form, and its pages keep them. */
export const FilteredPage: Story = {
  args: {
    data: { query: { kind: 'offer', yearMax: 2020, page: 2 }, problem: null, result: adList },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Art' })).toHaveValue('offer');
    const paging = within(canvas.getByRole('navigation', { name: 'Seiten der Anzeigen' }));
    await expect(paging.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(paging.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      `${path}?kind=offer&yearMax=2020`,
    );
    await expect(canvas.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};

/** No ad matches the filters: "Keine Anzeigen", and the way to reset them. */
export const EmptyFiltered: Story = {
  args: {
    data: {
      query: { kind: 'purchase', condition: 'like-new' },
      problem: null,
      result: emptyAdList,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Keine Anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Zustand' })).toHaveValue('like-new');
    const resets = canvas.getAllByRole('link', { name: 'Filter zurücksetzen' });
    await expect(resets).toHaveLength(2);
    for (const reset of resets) await expect(reset).toHaveAttribute('href', path);
    await expect(canvas.queryByRole('navigation', { name: 'Seiten der Anzeigen' })).toBeNull();
  },
};

/** No ads at all, without filters: nothing to reset. */
export const EmptyMarketplace: Story = {
  args: { data: { query: {}, problem: null, result: emptyAdList } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Gerade gibt es keine Anzeigen. Schau bald wieder vorbei.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Filter zurücksetzen' })).toBeNull();
  },
};

/** An address with a filter no form writes: it is left out, and the page says so. */
export const UnreadableFilter: Story = {
  args: { data: { query: { kind: 'offer' }, problem: 'priceMin', result: adList } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ein Filter der Adresse war nicht lesbar/)).toBeVisible();
  },
};

/** Other filters are on their way: the old ads stay, marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible();
  },
};

/** The ads could not be fetched: the error block, and Retry loads the list again. */
export const FetchFailed: Story = {
  args: { data: { query: {}, problem: null, result: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anzeigen' })).toBeVisible();
    // A link to the list again: the page the server rendered runs no script to fetch with.
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/community/marche-lindner' },
  args: { action: '/fr-fr/community/marche-lindner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marché Lindner' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Frontlader für Lintrac 110, kaum benutzt' }),
    ).toHaveAttribute(
      'href',
      '/fr-fr/community/marche-lindner/7b0e4c1a-2f3d-4e5a-9b6c-1d2e3f4a5b6c',
    );
    await expect(canvas.getAllByText('Offre').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Prix à négocier')).toBeVisible();
    await expect(canvas.getByText('Prix sur demande')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filtrer' })).toBeVisible();
  },
};

/** On a 360 px phone the filters stack above the ads and nothing scrolls sideways. */
export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtern' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
