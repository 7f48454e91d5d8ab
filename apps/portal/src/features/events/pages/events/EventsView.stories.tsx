import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyEventList,
  eventList,
  eventsMessagesLoader,
  phoneViewport,
} from '../../eventsStoryData';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { EventsView } from './EventsView';

const path = '/de-at/lindner-welt/news-events/events';

/** The events' list without the API: events, filters, empty, loading and failure. */
const meta = {
  title: 'Portal/Events/List',
  component: EventsView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { query: {}, result: eventList },
    action: path,
    onSearch: fn(),
    retryHref: `${path}?page=2`,
  },
} satisfies Meta<typeof EventsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The upcoming events, soonest first: date and time in Vienna's time, place or online, places
 * left, unlimited or "ausgebucht"; the filters send their GET form's query.
 */
export const WithEvents: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '4 kommende Veranstaltungen' }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    await expect(first.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      `${path}/feldtag-kundl-2027`,
    );
    await expect(first.getByText(/24\. März 2027/)).toBeVisible();
    await expect(first.getByText('Kundl, Tirol')).toBeVisible();
    await expect(first.getByText('14 Plätze frei')).toBeVisible();
    await expect(within(cards[1]!).getByText('Fahrertraining')).toBeVisible();
    await expect(within(cards[2]!).getByText('Plätze unbegrenzt')).toBeVisible();
    await expect(within(cards[3]!).getByText('ausgebucht')).toBeVisible();

    const form = canvasElement.querySelector('form[method="get"]');
    await expect(form).toHaveAttribute('action', path);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Form' }), 'onSite');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region' }), 'Tirol');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nur Fahrertrainings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtern' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      '?format=onSite&region=Tirol&training=true',
    );
  },
};

/** No event matches the filters: "no upcoming events", and the way to reset them. */
export const EmptyFiltered: Story = {
  args: {
    data: { query: { format: 'online', region: 'Tirol' }, result: emptyEventList },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Keine kommenden Veranstaltungen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Form' })).toHaveValue('online');
    const resets = canvas.getAllByRole('link', { name: 'Filter zurücksetzen' });
    await expect(resets).toHaveLength(2);
    for (const reset of resets) await expect(reset).toHaveAttribute('href', path);
  },
};

/** Other filters are on their way: the old events stay, marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible();
  },
};

/** The events could not be fetched: the error block, and Retry loads the list again. */
export const FetchFailed: Story = {
  args: { data: { query: {}, result: null } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kommende Veranstaltungen' }),
    ).toBeVisible();
    // A link to the list again: the page the server rendered runs no script to fetch with.
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/lindner/evenements' },
  args: { action: '/fr-fr/lindner/evenements' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      '/fr-fr/lindner/evenements/feldtag-kundl-2027',
    );
    await expect(canvas.getByText('14 places libres')).toBeVisible();
    await expect(canvas.getByText('complet')).toBeVisible();
  },
};

export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtern' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
