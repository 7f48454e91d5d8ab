import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { withStoryBookmarks } from '../../bookmarks/storyBookmarks';
import { visitorBookmarksKey } from '../../bookmarks/visitorBookmarks';
import {
  emptyListData,
  listData,
  phoneViewport,
  usedMachinesMessagesLoader,
} from '../../usedMachinesStoryData';
import { UsedMachinesView } from './UsedMachinesView';

const path = '/de-at/gebrauchtmaschinen';

/** The used machines' list without the API: results, filters, empty, loading and failure. */
const meta = {
  title: 'Portal/UsedMachines/List',
  component: UsedMachinesView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [usedMachinesMessagesLoader],
  decorators: [withStoryBookmarks, withPortalMessages],
  args: { data: listData, action: path, onSearch: fn(), retryHref: `${path}?page=2` },
} satisfies Meta<typeof UsedMachinesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a GET form sends from now on, kept here instead of leaving the story. */
function sentSearches(form: HTMLFormElement): string[] {
  const sent: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    sent.push(new URLSearchParams(fields).toString());
  });
  return sent;
}

/**
 * A search with results: the count, each machine's price with its VAT note, the offer badges,
 * the counts beside the filter options, and pages with their own addresses.
 */
export const WithResults: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Gebrauchtmaschinen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '30 Maschinen' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('link', { name: 'Lindner Lintrac 110' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen/m-24017',
    );
    await expect(first.getByText('Top-Angebot')).toBeVisible();
    await expect(first.getByText('89.900,00 €')).toBeVisible();
    await expect(first.getByText('inkl. MwSt.')).toBeVisible();
    await expect(first.getByText(/12 km entfernt/)).toBeVisible();
    await expect(within(cards[1]!).getByText('MwSt. nicht ausweisbar')).toBeVisible();
    await expect(within(cards[2]!).getByText('Preis auf Anfrage')).toBeVisible();
    await expect(within(cards[2]!).getByText('Schnäppchen')).toBeVisible();

    await expect(canvas.getByRole('checkbox', { name: 'Gebraucht (24)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Traktor (21)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^bis 50\.000\s€ \(4\)$/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^über 500\.000\s€ \(0\)$/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('200');
    await expect(canvas.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('priceAsc');

    const paging = within(canvas.getByRole('navigation', { name: 'Seiten der Ergebnisse' }));
    await expect(paging.getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(paging.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      `${path}?type=used%2Cdemo&hpMin=90&zip=6250&radius=200&sort=priceAsc&page=2`,
    );

    // A new filter goes to the search's address, back on its first page.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Traktor (21)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ergebnisse anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      '?type=used%2Cdemo&class=tractor&hpMin=90&zip=6250&radius=200&sort=priceAsc',
    );
    await expect(canvasElement.querySelector('form[method="get"]')).toHaveAttribute('action', path);

    // An order applies at once: its form goes to the list with the search's filters, page 1.
    const order = canvas.getByRole('combobox', { name: 'Sortieren nach' });
    const sent = sentSearches(order.closest('form')!);
    await userEvent.selectOptions(order, 'dateDesc');
    await expect(sent).toEqual(['type=used%2Cdemo&hpMin=90&zip=6250&radius=200&sort=dateDesc']);
  },
};

/** On a 360 px phone the filters fold into "Filter (3)", and open with a tap. */
export const FiltersOnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const disclosure = canvas.getByText('Filter (3)');
    await expect(disclosure).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Ergebnisse anzeigen', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(disclosure);
    await expect(canvas.getByRole('button', { name: 'Ergebnisse anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen?sort=priceAsc',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** No machine matches: "no machines", and the way to reset the filters. */
export const Empty: Story = {
  args: { data: emptyListData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Keine Maschinen gefunden' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Keine Maschinen' })).toBeVisible();
    const resets = canvas.getAllByRole('link', { name: 'Filter zurücksetzen' });
    for (const reset of resets) {
      await expect(reset).toHaveAttribute('href', `${path}?sort=priceAsc`);
    }
    await expect(canvas.queryByRole('navigation', { name: 'Seiten der Ergebnisse' })).toBeNull();
  },
};

/** A new search is on its way: the old results stay, dimmed and busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: /Laden/i })).toBeVisible();
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible();
  },
};

/** The results could not be fetched: the error block, and Retry, a link to the search again. */
export const FetchFailed: Story = {
  args: { data: { ...listData, result: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeVisible();
  },
};

/** A filter of the URL that could not be read is named; the rest of the search stands. */
export const UnreadableFilter: Story = {
  args: { data: { ...listData, problem: 'hp' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ein Filter in der Adresse war nicht lesbar/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/used-machines' },
  args: { action: '/en/used-machines' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Used machines' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lindner Lintrac 110' })).toHaveAttribute(
      'href',
      '/en/used-machines/m-24017',
    );
    await expect(canvas.getAllByText('incl. VAT')[0]).toBeVisible();
    await expect(canvas.getByText('€89,900.00')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/occasions' },
  args: { action: '/fr-fr/occasions' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Machines d’occasion' }),
    ).toBeVisible();
    await expect(canvas.getByText('TVA non récupérable')).toBeVisible();
  },
};

/**
 * A visitor bookmarks: "Merken" on a card (by mouse or keyboard) fills the bookmark bar; from
 * two on, the comparison of the newest. No personal bookmarks page while signed out.
 */
export const Bookmarking: Story = {
  globals: { viewport: { value: 'lg' } },
  parameters: { bookmarks: { ids: ['m-24017'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Merkliste: 1 Maschine')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Vergleichen' })).toBeNull();
    const cards = canvas.getAllByRole('article');
    await expect(
      within(cards[0]!).getByRole('button', { name: 'Gemerkt Lindner Lintrac 110' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const second = within(cards[1]!).getByRole('button', { name: /^Merken / });
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Merkliste: 2 Maschinen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-24022,m-24017',
    );
    await expect(canvas.queryByRole('link', { name: 'Merkliste öffnen' })).toBeNull();
  },
};

/** Signed in: the account's list, with the way to the personal bookmarks page. */
export const BookmarksSignedIn: Story = {
  parameters: { bookmarks: { ids: ['m-24022', 'm-23990'], signedIn: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Merkliste: 2 Maschinen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-24022,m-23990',
    );
    await expect(canvas.getByRole('link', { name: 'Merkliste öffnen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/merkliste',
    );
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};

/**
 * On the server-rendered page each "Merken" and the bar are islands of their own: they share the
 * device's list (localStorage), so a card's button fills the bar.
 */
export const BookmarkingOnTheDevice: Story = {
  globals: { viewport: { value: 'lg' } },
  parameters: { bookmarks: 'device' },
  beforeEach: () => {
    localStorage.removeItem(visitorBookmarksKey);
    return () => localStorage.removeItem(visitorBookmarksKey);
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Merkliste:/)).toBeNull();
    const cards = canvas.getAllByRole('article');
    for (const card of cards.slice(0, 2)) {
      await userEvent.click(within(card).getByRole('button', { name: /^Merken / }));
    }
    await expect(canvas.getByText('Merkliste: 2 Maschinen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-24022,m-24017',
    );
    await expect(JSON.parse(localStorage.getItem(visitorBookmarksKey) ?? '[]')).toEqual([
      'm-24022',
      'm-24017',
    ]);
  },
};
