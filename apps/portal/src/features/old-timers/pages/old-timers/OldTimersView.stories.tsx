import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  oldTimerList,
  oldTimerListEnglish,
  oldTimersMessagesLoader,
  phoneViewport,
} from '../../oldTimersStoryData';
import { OldTimersView } from './OldTimersView';

const path = '/de-at/oldtimer';

/** The old-timer list without the API: all, filtered by series, empty and failure. */
const meta = {
  title: 'Portal/OldTimers/List',
  component: OldTimersView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [oldTimersMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { series: null, oldTimers: oldTimerList },
    action: path,
    onSearch: fn(),
    retryHref: `${path}?series=Bauernfreund`,
  },
} satisfies Meta<typeof OldTimersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By decade ("1950er"), within a decade by series, each old-timer a card: its picture with its
 * size, its name linking to its page, the years built, power, teaser and how many catalogues it
 * has; the filter by series is a GET form.
 */
export const AllOldTimers: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oldtimer' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['1950er', '1960er', '1970er']);
    const sixties = within(canvas.getByRole('region', { name: '1960er' }));
    await expect(
      sixties.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Bauernfreund', 'Lindner Transporter']);

    const fifties = within(canvas.getByRole('region', { name: '1950er' }));
    const cards = fifties.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    await expect(card.getByRole('link', { name: 'Bauernfreund BF 15' })).toHaveAttribute(
      'href',
      '/de-at/oldtimer/bf-15',
    );
    await expect(card.getByText('1953–1958')).toBeVisible();
    await expect(card.getByText('15 PS')).toBeVisible();
    await expect(card.getByText(/Der erste Traktor aus Kundl/)).toBeVisible();
    await expect(card.getByText('2 Kataloge (PDF)')).toBeVisible();
    const picture = cards[0]!.querySelector('img');
    await expect(picture).toHaveAttribute('width', '400');
    await expect(picture).toHaveAttribute('height', '300');
    // Without catalogues, no marker; without an end year, "ab".
    const bf20 = within(cards[1]!);
    await expect(bf20.queryByText(/Katalog/)).toBeNull();
    const lindner1700 = within(canvas.getByRole('region', { name: '1970er' }));
    await expect(lindner1700.getByText('ab 1974')).toBeVisible();
    await expect(lindner1700.queryByText(/PS$/)).toBeNull();

    const form = canvas.getByRole('form', { name: 'Oldtimer nach Baureihe filtern' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', path);
    const select = canvas.getByRole('combobox', { name: 'Baureihe' });
    await expect(select).toHaveAttribute('name', 'series');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Baureihen', 'Bauernfreund', 'Lindner Transporter', 'Lindner']);
    await userEvent.selectOptions(select, 'Lindner Transporter');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('?series=Lindner+Transporter');
    await userEvent.selectOptions(select, '');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvasElement.querySelectorAll('[data-lindner-island]')).toHaveLength(0);
  },
};

/** Filtered by a series (as the address spells it, case aside): its old-timers, in their decades. */
export const FilteredBySeries: Story = {
  args: { data: { series: 'bauernfreund', oldTimers: oldTimerList } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Baureihe' })).toHaveValue('Bauernfreund');
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['1950er', '1960er']);
    await expect(
      canvas.getAllByRole('article').map((card) => within(card).getByRole('link').textContent),
    ).toEqual(['Bauernfreund BF 15', 'Bauernfreund BF 20', 'Bauernfreund BF 450 S']);
    await expect(canvas.getByText('3 Oldtimer')).toBeInTheDocument();
  },
};

/** A series the list does not have: every old-timer, the filter on all series. */
export const UnknownSeries: Story = {
  args: { data: { series: 'Geotrac', oldTimers: oldTimerList } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Baureihe' })).toHaveValue('');
    await expect(canvas.getAllByRole('article')).toHaveLength(oldTimerList.length);
  },
};

/** No old-timer yet: an empty state and no filter. */
export const Empty: Story = {
  args: { data: { series: null, oldTimers: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Noch keine Oldtimer' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The old-timers could not be fetched: the error block, and Retry loads the list again. */
export const FetchFailed: Story = {
  args: { data: { series: 'Bauernfreund', oldTimers: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/** In English: "1950s", and the teasers the API has only in German marked as German. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/vintage-tractors' },
  args: {
    action: '/en/vintage-tractors',
    data: { series: null, oldTimers: oldTimerListEnglish },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vintage tractors' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['1950s', '1960s', '1970s']);
    await expect(canvas.getByRole('link', { name: 'Bauernfreund BF 15' })).toHaveAttribute(
      'href',
      '/en/vintage-tractors/bf-15',
    );
    await expect(canvas.getByText('15 hp')).toBeVisible();
    await expect(canvas.getByText('2 catalogues (PDF)')).toBeVisible();
    await expect(canvas.getByText(/The first tractor from Kundl/)).not.toHaveAttribute('lang');
    await expect(canvas.getByText('Mehr Kraft für größere Höfe.')).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('from 1974')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/tracteurs-anciens' },
  args: { action: '/fr/tracteurs-anciens' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['années 1950', 'années 1960', 'années 1970']);
    await expect(canvas.getByText('15 ch')).toBeVisible();
  },
};

/** On a 360 px phone: one card a row, nothing scrolls sideways. */
export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anzeigen' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(oldTimerList.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
