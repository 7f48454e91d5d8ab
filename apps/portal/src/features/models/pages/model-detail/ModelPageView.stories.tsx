import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  geotrac84ep,
  lintrac130,
  lintrac130English,
  lintrac130Related,
  lintrac130UsedMachines,
  modelsMessagesLoader,
  phoneViewport,
  upcomingEvents,
} from '../../modelsStoryData';
import { ModelPageView } from './ModelPageView';

const path = '/de-at/modelle/lintrac-130';

const germanSegments = [
  'ueberblick',
  'getriebe',
  'traclink',
  'licht',
  'ldrive',
  'hydraulik',
  'allradlenkung',
  'motor',
  'abmessungen',
  'kabine',
  'finanzierung',
];

/**
 * A model's page without the API: whole (with the model's used machines and the upcoming
 * events, none of them, or a part that could not be fetched), one section, in English, with
 * German-only texts.
 */
const meta = {
  title: 'Portal/Models/Model page',
  component: ModelPageView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [modelsMessagesLoader],
  decorators: [withPortalMessages],
  args: { model: lintrac130, section: null, related: lintrac130Related, retryHref: path },
} satisfies Meta<typeof ModelPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Lintrac 130 whole: the ways to a quote and an innovation visit with the model chosen,
 * every section in order as an anchor of its Austrian segment, the section navigation to each
 * section's own page, the technical data with the demo figures marked, the sources, the
 * calculator from the list price, then three of its used machines and the next three events.
 */
export const WholePage: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // A shared link's preview and search engines' data: the model as a product.
    const openGraph = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    await waitFor(() => expect(openGraph('og:type')).toBe('product'));
    await expect(openGraph('og:title')).toBe('Lintrac 130');
    await expect(openGraph('og:image')).toBe(lintrac130.picture.versions.mobile?.xs);
    const product = JSON.parse(
      canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@type'?: string; name?: string; additionalProperty?: { name: string }[] };
    await expect(product['@type']).toBe('Product');
    await expect(product.name).toBe('Lintrac 130');
    await expect(product.additionalProperty?.map(({ name }) => name)).toContain('Leistung in PS');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 130' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Modelle' })).toHaveAttribute(
      'href',
      '/de-at/modelle',
    );
    await expect(canvas.getByText(/Der stärkste Lintrac/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Achslasten prüfen' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/achslastrechner?model=lintrac-130',
    );
    await expect(
      canvas.getByRole('link', { name: 'Mit anderem Modell vergleichen' }),
    ).toHaveAttribute('href', '/de-at/modelle');
    await expect(canvas.getByRole('link', { name: 'Angebot anfordern' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/angebot-anfordern?model=lintrac-130',
    );
    await expect(
      canvas.getByRole('link', { name: 'Innovationsbesuch vereinbaren' }),
    ).toHaveAttribute('href', '/de-at/service-kontakt/innovationsbesuch?model=lintrac-130');

    const sections = [...canvasElement.querySelectorAll('section[id]')];
    await expect(sections.map((section) => section.id)).toEqual(germanSegments);
    for (const section of sections) {
      const labelledBy = section.getAttribute('aria-labelledby') ?? '';
      await expect(document.getElementById(labelledBy)?.tagName).toBe('H2');
      await expect(section).not.toHaveAttribute('lang');
    }
    const nav = within(canvas.getByRole('navigation', { name: 'Inhalt' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      germanSegments.map((segment) => `${path}/${segment}`),
    );
    await expect(links[8]).toHaveTextContent('Abmessungen');
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');

    const table = canvas.getByRole('table', { name: 'Technische Daten' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await expect(row('Leistung in PS')).toHaveTextContent('136 PS');
    await expect(row('Leistung in kW')).toHaveTextContent('100 kW');
    await expect(row('Höchstgeschwindigkeit')).toHaveTextContent('50 km/h');
    await expect(row('Motor')).toHaveTextContent('Perkins 1204F-E44TA');
    await expect(row('Getriebe')).toHaveTextContent('Stufenlos');
    await expect(row('Allradlenkung')).toHaveTextContent('Ja');
    // A demo figure carries the mark and is described by the note; a published one is not.
    const demoCell = within(row('Zulässige Achslast vorne')).getByRole('cell');
    await expect(demoCell).toHaveTextContent('*');
    await expect(demoCell).toHaveAccessibleDescription('Beispielwert, nicht die Herstellerangabe');
    await expect(within(row('Leergewicht')).getByRole('cell')).not.toHaveTextContent('*');
    const sources = within(canvas.getByRole('list', { name: 'Quellen' })).getAllByRole('link');
    await expect(sources).toHaveLength(2);
    await expect(sources[0]).toHaveAttribute(
      'href',
      'https://www.lindner-traktoren.at/de/traktoren/lintrac/lintrac-130',
    );
    await expect(sources[0]).toHaveAttribute('target', '_blank');

    const financing = within(canvasElement.querySelector('section#finanzierung') as HTMLElement);
    await expect(financing.getByText('Listenpreis netto')).toBeVisible();
    // The calculator is on the financing section's own page: the whole page stays text.
    await expect(financing.getByRole('link', { name: 'Finanzierung berechnen' })).toHaveAttribute(
      'href',
      '/de-at/modelle/lintrac-130/finanzierung',
    );
    await expect(financing.queryByText(/Kaufpreis Lintrac 130/)).toBeNull();
    const traclink = within(canvasElement.querySelector('section#traclink') as HTMLElement);
    await expect(traclink.getByRole('link', { name: 'Mehr zu TracLink Mobile' })).toHaveAttribute(
      'href',
      '/de-at/traclink/produkte/mobile',
    );
    await expect(traclink.getByRole('link', { name: 'Mehr zu TracLink Smart' })).toHaveAttribute(
      'href',
      '/de-at/traclink/produkte/smart',
    );

    // The links of a section's page give way to the used machines and events themselves.
    await expect(canvas.queryByRole('region', { name: 'Rund um den Lintrac 130' })).toBeNull();
    const used = within(canvas.getByRole('region', { name: 'Gebrauchte Lintrac 130' }));
    const cards = used.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const [demo, margin, onRequest] = cards.map((card) => within(card));
    await expect(demo!.getByRole('link', { name: 'Lindner Lintrac 130' })).toHaveAttribute(
      'href',
      `/de-at/gebrauchtmaschinen/${lintrac130UsedMachines[0]!.id}`,
    );
    await expect(demo!.getByText('Vorführmaschine')).toBeVisible();
    await expect(demo!.getByText('Baujahr').nextElementSibling).toHaveTextContent('2026');
    await expect(
      demo!.getByText('Betriebsstunden').nextElementSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('175 Std.');
    await expect(demo!.getByText(/166\.200,00/)).toBeVisible();
    await expect(demo!.getByText('inkl. MwSt.')).toBeVisible();
    await expect(margin!.getByText('Gebraucht')).toBeVisible();
    await expect(margin!.getByText('MwSt. nicht ausweisbar')).toBeVisible();
    await expect(onRequest!.getByText('Preis auf Anfrage')).toBeVisible();
    await expect(used.getByRole('link', { name: 'Alle gebrauchten Lintrac 130' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen?type=used%2Cdemo&model=lintrac-130',
    );

    const events = within(canvas.getByRole('region', { name: 'Kommende Veranstaltungen' }));
    const items = events.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(events.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events/feldtag-kundl-2027',
    );
    await expect(items[0]).toHaveTextContent(/24\. März 2027/);
    await expect(items[0]).toHaveTextContent('Kundl, Tirol');
    await expect(items[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      upcomingEvents[0]!.startsAt,
    );
    await expect(items[1]).toHaveTextContent('Online');
    // A driver training is marked as one; it lasts two days.
    await expect(items[2]).toHaveTextContent('Fahrertraining');
    await expect(items[2]).toHaveTextContent(/23\..*24\. April 2027/);
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events',
    );
  },
};

/**
 * No used machine of the model is listed and no event is planned: a sentence each, the way to
 * the whole used-machine list and to the events; the model page around them as ever.
 */
export const WithoutUsedMachinesOrEvents: Story = {
  args: { related: { usedMachines: [], events: [] } },
  play: async ({ canvas }) => {
    const used = within(canvas.getByRole('region', { name: 'Gebrauchte Lintrac 130' }));
    await expect(
      used.getByText('Gerade ist kein gebrauchter Lintrac 130 im Angebot.'),
    ).toBeVisible();
    await expect(used.queryByRole('article')).toBeNull();
    await expect(used.getByRole('link', { name: 'Alle Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen',
    );
    const events = within(canvas.getByRole('region', { name: 'Kommende Veranstaltungen' }));
    await expect(events.getByText(/Gerade ist keine Veranstaltung geplant/)).toBeVisible();
    await expect(events.queryByRole('listitem')).toBeNull();
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angebot anfordern' })).toBeVisible();
  },
};

/**
 * The used-machine search failed: a short note where the machines would be, with the way to the
 * list; the events and the whole model page around them as ever.
 */
export const UsedMachinesFailed: Story = {
  args: { related: { usedMachines: null, events: upcomingEvents } },
  play: async ({ canvas }) => {
    const used = within(canvas.getByRole('region', { name: 'Gebrauchte Lintrac 130' }));
    await expect(
      used.getByText('Die Gebrauchtmaschinen konnten gerade nicht geladen werden.'),
    ).toBeVisible();
    await expect(used.getByRole('link', { name: 'Alle gebrauchten Lintrac 130' })).toBeVisible();
    const events = within(canvas.getByRole('region', { name: 'Kommende Veranstaltungen' }));
    await expect(events.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 130' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Technische Daten' })).toBeInTheDocument();
  },
};

/** The events could not be fetched: a short note there, the used machines as ever. */
export const EventsFailed: Story = {
  args: { related: { ...lintrac130Related, events: null } },
  play: async ({ canvas }) => {
    const events = within(canvas.getByRole('region', { name: 'Kommende Veranstaltungen' }));
    await expect(
      events.getByText('Die Veranstaltungen konnten gerade nicht geladen werden.'),
    ).toBeVisible();
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toBeVisible();
    const used = within(canvas.getByRole('region', { name: 'Gebrauchte Lintrac 130' }));
    await expect(used.getAllByRole('article')).toHaveLength(3);
  },
};

/** A Geotrac has neither LDrive nor four-wheel steering: no section, no link for them. */
export const GeotracWithoutLDrive: Story = {
  parameters: { route: '/de/modelle/geotrac-84ep' },
  args: {
    model: geotrac84ep,
    related: { usedMachines: [], events: upcomingEvents },
    retryHref: '/de/modelle/geotrac-84ep',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Geotrac 84ep' })).toBeVisible();
    const ids = [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id);
    await expect(ids).not.toContain('ldrive');
    await expect(ids).not.toContain('allradlenkung');
    await expect(ids).toHaveLength(9);
    const nav = within(canvas.getByRole('navigation', { name: 'Inhalt' }));
    await expect(nav.queryByRole('link', { name: 'LDrive' })).toBeNull();
    await expect(nav.getAllByRole('link')).toHaveLength(9);
    const table = within(canvas.getByRole('table', { name: 'Technische Daten' }));
    // Unknown figures are left out.
    await expect(table.queryByRole('rowheader', { name: 'Breite' })).toBeNull();
    await expect(
      table.getByRole('rowheader', { name: 'Allradlenkung' }).closest('tr'),
    ).toHaveTextContent('Nein');
    // No sources: no list of them.
    await expect(canvas.queryByRole('list', { name: 'Quellen' })).toBeNull();
    // Only TracLink Mobile fits it.
    await expect(canvas.queryByRole('link', { name: 'Mehr zu TracLink Smart' })).toBeNull();
  },
};

/**
 * The dimensions section on its own page: the model's name stays the one h1, the section's title
 * is the h2, its link in the navigation is the current page; the technical data and the way to
 * the whole page follow.
 */
export const SectionPage: Story = {
  parameters: { route: `${path}/abmessungen` },
  args: { section: 'dimensions', related: null, retryHref: `${path}/abmessungen` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 130' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Abmessungen' })).toBeVisible();
    const sections = [...canvasElement.querySelectorAll('section[id]')];
    await expect(sections.map((section) => section.id)).toEqual(['abmessungen']);
    const nav = within(canvas.getByRole('navigation', { name: 'Inhalt' }));
    const current = nav.getByRole('link', { name: 'Abmessungen' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', `${path}/abmessungen`);
    await expect(nav.getByRole('link', { name: 'Motor' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('table', { name: 'Technische Daten' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ganze Modellseite' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.queryByText('Listenpreis netto')).toBeNull();
    // A section's page links to the model's used machines and the events.
    const related = within(canvas.getByRole('region', { name: 'Rund um den Lintrac 130' }));
    await expect(related.getByRole('link', { name: 'Gebrauchte Lintrac 130' })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen?type=used%2Cdemo&model=lintrac-130',
    );
    await expect(related.getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de-at/lindner-welt/news-events/events',
    );
    await expect(canvas.queryByRole('region', { name: 'Kommende Veranstaltungen' })).toBeNull();
  },
};

/** The overview on its own page: the ways to a quote and an innovation visit head it too. */
export const OverviewSection: Story = {
  parameters: { route: '/de/modelle/lintrac-130/ueberblick' },
  args: { section: 'overview', related: null, retryHref: '/de/modelle/lintrac-130/ueberblick' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Überblick' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angebot anfordern' })).toHaveAttribute(
      'href',
      '/de/service-kontakt/angebot-anfordern?model=lintrac-130',
    );
    await expect(
      canvas.getByRole('link', { name: 'Innovationsbesuch vereinbaren' }),
    ).toHaveAttribute('href', '/de/service-kontakt/innovationsbesuch?model=lintrac-130');
  },
};

/**
 * The financing section on its own page: the list price net and with VAT, marked as demo figures,
 * and the calculator.
 */
export const FinancingSection: Story = {
  parameters: { route: '/de/modelle/lintrac-130/finanzierung' },
  args: {
    section: 'financing',
    related: null,
    retryHref: '/de/modelle/lintrac-130/finanzierung',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Finanzierung' })).toBeVisible();
    const price = canvas.getByText(/168\.900/, { selector: 'dd' });
    await expect(price).toHaveAccessibleDescription('Beispielwert, nicht die Herstellerangabe');
    await expect(canvas.getByText('Beispielwert, nicht die Herstellerangabe')).toBeVisible();
    // The calculator starts from the price with VAT, as the buyer pays it.
    await expect(canvas.getByText('Listenpreis inkl. 20 % MwSt.')).toBeVisible();
    await expect(canvas.getByText(/202\.680/, { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(/Kaufpreis Lintrac 130: 202\.680,00/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Technische Daten' })).toBeNull();
  },
};

/** In English: the English segments, the texts the API has in English, no `lang` of their own. */
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'lg' } },
  parameters: { route: '/en/models/lintrac-130' },
  args: { model: lintrac130English, retryHref: '/en/models/lintrac-130' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'All models' })).toHaveAttribute(
      'href',
      '/en/models',
    );
    await expect(
      [...canvasElement.querySelectorAll('section[id]')].map((section) => section.id),
    ).toEqual([
      'overview',
      'transmission',
      'traclink',
      'lights',
      'ldrive',
      'hydraulics',
      'four-wheel-steering',
      'engine',
      'dimensions',
      'cabin',
      'financing',
    ]);
    const nav = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await expect(nav.getByRole('link', { name: 'Four-wheel steering' })).toHaveAttribute(
      'href',
      '/en/models/lintrac-130/four-wheel-steering',
    );
    // Only the upcoming events, which have no English texts in these fixtures, are German.
    await expect(
      [...canvasElement.querySelectorAll('[lang="de"]')].map((element) => element.textContent),
    ).toEqual(['Feldtag Kundl', 'Webinar: TracLink im Betrieb', 'Fahrertraining Lintrac']);
    const table = within(canvas.getByRole('table', { name: 'Technical data' }));
    await expect(
      table.getByRole('rowheader', { name: 'Power in hp' }).closest('tr'),
    ).toHaveTextContent('136 hp');
    await expect(
      table.getByRole('rowheader', { name: 'Unladen weight' }).closest('tr'),
    ).toHaveTextContent('5,200 kg');
    // Under the table and under the list price.
    await expect(canvas.getAllByText('Example value, not the manufacturer’s figure')).toHaveLength(
      2,
    );
    await expect(canvas.getByRole('link', { name: 'Check axle loads' })).toHaveAttribute(
      'href',
      '/en/service-contact/axle-load-calculator?model=lintrac-130',
    );
    await expect(canvas.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/en/service-contact/request-a-quote?model=lintrac-130',
    );
    const used = within(canvas.getByRole('region', { name: 'Used Lintrac 130' }));
    await expect(used.getByRole('link', { name: 'All used Lintrac 130' })).toHaveAttribute(
      'href',
      '/en/used-machines?type=used%2Cdemo&model=lintrac-130',
    );
    await expect(used.getAllByText('Year of construction')).toHaveLength(3);
    const events = within(canvas.getByRole('region', { name: 'Upcoming events' }));
    await expect(events.getByRole('link', { name: 'Feldtag Kundl' })).toHaveAttribute(
      'href',
      '/en/lindner/events/feldtag-kundl-2027',
    );
    await expect(events.getByText('Driver training')).toBeVisible();
  },
};

/**
 * A model whose texts exist only in German, on an English page: they are marked `lang="de"`,
 * the portal's own words beside them stay English.
 */
export const GermanTextOnEnglishPage: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/models/geotrac-84ep' },
  args: {
    model: geotrac84ep,
    related: { usedMachines: [], events: upcomingEvents },
    retryHref: '/en/models/geotrac-84ep',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Der leichte Geotrac/)).toHaveAttribute('lang', 'de');
    const sections = [...canvasElement.querySelectorAll('section[id]')];
    await expect(sections[0]).toHaveAttribute('id', 'overview');
    for (const section of sections) await expect(section).toHaveAttribute('lang', 'de');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Überblick' }).closest('[lang]'),
    ).toHaveAttribute('lang', 'de');
    await expect(
      canvas.getByRole('navigation', { name: 'Contents' }).querySelector('ul'),
    ).toHaveAttribute('lang', 'de');
    // The technical data is the portal's: in the page's language inside the German section.
    const table = canvas.getByRole('table', { name: 'Technical data' });
    await expect(table.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Geotrac 84ep' }).closest('[lang]'),
    ).not.toHaveAttribute('lang', 'de');
  },
};

/** The model could not be fetched: the error block, its Retry a link to the page again. */
export const FetchFailed: Story = {
  args: { model: null, related: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Das Modell konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};

export const OnPhone: Story = {
  parameters: { ...phoneViewport, route: '/de/modelle/lintrac-130' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 130' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Technische Daten' })).toBeInTheDocument();
    // The used machines one under another, as wide as the page.
    const cards = within(
      canvas.getByRole('region', { name: 'Gebrauchte Lintrac 130' }),
    ).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(
      cards[0]!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
