import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import { homeData } from '../../homeFixtures';
import { HomeView } from './HomeView';

/**
 * The public site's home page without the API: who Lindner is, the three series, the offers of
 * the month, the next events and the ways on; each part that could not be fetched on its own.
 */
const meta = {
  title: 'Portal/Home',
  component: HomeView,
  parameters: { layout: 'fullscreen', route: '/de-at/' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { data: homeData },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of the page by its h2. */
function sectionNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('region', { name });
}

export const Austria: Story = {
  globals: { locale: 'de-at', viewport: { value: 'xl' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Traktoren und Transporter aus Tirol' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Traktoren und Transporter aus Tirol | Lindner'),
    );
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Händler finden'),
    );
    await expect(canvas.getByRole('link', { name: 'Händler finden' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/haendlersuche',
    );
    // The parts in order, each under its h2.
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Die Baureihen',
      'Angebote des Monats',
      'Nächste Veranstaltungen',
      'Alles für Deinen Lindner',
    ]);

    const series = within(sectionNamed(canvasElement, 'Die Baureihen'));
    const seriesCards = series.getAllByRole('listitem');
    await expect(seriesCards).toHaveLength(3);
    for (const [index, name] of ['Lintrac', 'Geotrac', 'Unitrac'].entries()) {
      const card = within(seriesCards[index]!);
      await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', '/de-at/modelle');
      // The picture's space is reserved before it loads.
      const picture = seriesCards[index]!.querySelector('img')!;
      await expect(picture).toHaveAttribute('width', '400');
      await expect(picture).toHaveAttribute('height', '300');
    }
    await expect(within(seriesCards[0]!).getByText('3 Modelle')).toBeVisible();
    await expect(within(seriesCards[2]!).getByText('1 Modell')).toBeVisible();
    await expect(series.getByRole('link', { name: 'Alle Modelle ansehen' })).toHaveAttribute(
      'href',
      '/de-at/modelle',
    );

    const offers = within(sectionNamed(canvasElement, 'Angebote des Monats'));
    const offerCards = offers.getAllByRole('listitem');
    await expect(offerCards).toHaveLength(3);
    const first = within(offerCards[0]!);
    await expect(first.getByRole('link', { name: 'Lindner Lintrac 110' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen/3f0c2a5e-0000-4000-8000-000000024017',
    );
    await expect(first.getByText(/^Baujahr 2019 · 2\s?480 Betriebsstunden$/)).toBeVisible();
    await expect(first.getByText('€ 89.900,00')).toBeVisible();
    await expect(within(offerCards[2]!).getByText('Preis auf Anfrage')).toBeVisible();
    await expect(offers.getByRole('link', { name: 'Alle Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen',
    );

    const events = within(sectionNamed(canvasElement, 'Nächste Veranstaltungen'));
    const eventItems = events.getAllByRole('listitem');
    await expect(eventItems).toHaveLength(3);
    const field = within(eventItems[0]!);
    await expect(field.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events/feldtag-kundl-2027',
    );
    await expect(field.getByText('24. März 2027')).toBeVisible();
    await expect(field.getByText('Kundl, Tirol')).toBeVisible();
    await expect(within(eventItems[1]!).getByText('Online')).toBeVisible();
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events',
    );

    const teasers = {
      'Händler suchen': '/de-at/service-kontakt/haendlersuche',
      'Achslast berechnen': '/de-at/service-kontakt/achslastrechner',
      'Finanzierung berechnen': '/de-at/service-kontakt/finanzierungsrechner',
      'Nachricht schreiben': '/de-at/service-kontakt/kontakt',
      Anmelden: '/de-at/mein-lindner',
    };
    for (const [name, href] of Object.entries(teasers)) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Three series, three offers, three events and five ways on.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(14);
    // Every picture has its size set: nothing moves as they load.
    const pictures = [...canvasElement.querySelectorAll('img')];
    await expect(pictures).toHaveLength(5);
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('width');
      await expect(picture).toHaveAttribute('height');
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The range could not be fetched: its part says so with Retry; offers and events stay. */
export const SeriesFailed: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { data: { ...homeData, models: null } },
  play: async ({ canvas, canvasElement }) => {
    const series = within(sectionNamed(canvasElement, 'Die Baureihen'));
    await expect(series.getByRole('alert')).toHaveTextContent(
      'Beim Laden der Daten ist ein Fehler aufgetreten.',
    );
    await expect(series.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de-at/',
    );
    await expect(series.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Lindner Lintrac 110' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Feldtag Kundl' })).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** The offers could not be fetched: their part says so with Retry; the rest stays. */
export const OffersFailed: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { data: { ...homeData, offers: null } },
  play: async ({ canvas, canvasElement }) => {
    const offers = within(sectionNamed(canvasElement, 'Angebote des Monats'));
    await expect(offers.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de-at/',
    );
    await expect(offers.getByRole('link', { name: 'Alle Gebrauchtmaschinen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lintrac' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Feldtag Kundl' })).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** The events could not be fetched: their part says so with Retry and the link to the list. */
export const EventsFailed: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { data: { ...homeData, events: null } },
  play: async ({ canvas, canvasElement }) => {
    const events = within(sectionNamed(canvasElement, 'Nächste Veranstaltungen'));
    await expect(events.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de-at/',
    );
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lintrac' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lindner Lintrac 110' })).toBeVisible();
  },
};

/** Nothing fetched at all: each part says so, the hero and the ways on stay. */
export const EverythingFailed: Story = {
  globals: { viewport: { value: 'lg' } },
  parameters: { route: '/de/' },
  args: { data: { models: null, offers: null, events: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    for (const retry of canvas.getAllByRole('link', { name: 'Erneut versuchen' })) {
      await expect(retry).toHaveAttribute('href', '/de/');
    }
    await expect(canvas.getByRole('link', { name: 'Händler suchen' })).toBeVisible();
  },
};

/** No offer of the month: the part is left out; no event: a line says so, with the list. */
export const NoOffersNoEvents: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { data: { ...homeData, offers: [], events: [] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { name: 'Angebote des Monats' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Alle Gebrauchtmaschinen' })).toBeNull();
    const events = within(sectionNamed(canvasElement, 'Nächste Veranstaltungen'));
    await expect(events.getByText(/Gerade ist keine Veranstaltung geplant/)).toBeVisible();
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'xl' } },
  parameters: { route: '/en/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tractors and transporters from Tyrol' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'The series' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all models' })).toHaveAttribute(
      'href',
      '/en/models',
    );
    await expect(canvas.getByText('Built in 2019 · 2,480 operating hours')).toBeVisible();
    await expect(canvas.getByText('€89,900.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      '/en/lindner/events/feldtag-kundl-2027',
    );
    await expect(canvas.getByText('March 24, 2027')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Work out financing' })).toHaveAttribute(
      'href',
      '/en/service-contact/finance-calculator',
    );
    await expect(canvas.getByRole('link', { name: 'Go to My Lindner' })).toHaveAttribute(
      'href',
      '/en/my-lindner',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tracteurs et transporteurs du Tyrol' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offres du mois' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Toutes les occasions' })).toHaveAttribute(
      'href',
      '/fr-fr/occasions',
    );
    await expect(canvas.getByText('24 mars 2027')).toBeVisible();
    await expect(canvas.getByText('3 modèles')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute(
      'href',
      '/fr-fr/service-contact/contact',
    );
  },
};

/** On a 360 px phone the cards and teasers stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const [first, second] = canvas.getAllByRole('heading', { level: 3 });
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
    for (const picture of document.querySelectorAll('img')) {
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
  },
};
