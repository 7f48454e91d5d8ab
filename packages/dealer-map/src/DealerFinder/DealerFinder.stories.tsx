import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import {
  consentCookieValue,
  consentStorageKey,
  consentStore,
  parseConsent,
  uiMessages,
} from '@lindner/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PositionSource } from '../core';
import { dealerMapMessages } from '../messages';
import { demoFetch, failingFetch, pendingFetch } from '../testing/demoFetch';
import tileUrl from '../testing/tile.png';
import { DealerFinder } from './DealerFinder';

const withWidgetMessages: Decorator = (Story, { globals, loaded }) => (
  <LocaleProvider
    locale={toLocale(globals.locale as string)}
    messages={loaded.widgetMessages as Messages}
  >
    <Story />
  </LocaleProvider>
);

/** Monday 24 November 2025, 17:45 in Austria: one dealer open until 18:00, two closed. */
const mondayEvening = () => new Date('2025-11-24T16:45:00Z');

/** Linz, where the visitor stands in the geolocation stories. */
const linz = { latitude: 48.3064, longitude: 14.2858 };

const positionAt = (coords: { latitude: number; longitude: number }): PositionSource => ({
  getCurrentPosition: (success) =>
    success({
      coords: { ...coords, accuracy: 25 },
      timestamp: Date.now(),
    } as GeolocationPosition),
});

/** The browser's error codes: 1 denied, 2 no position, 3 timeout. */
const positionFailing = (code: 1 | 2 | 3): PositionSource => ({
  getCurrentPosition: (_success, error) =>
    error?.({
      code,
      message: '',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError),
});

const positionNeverAnswering: PositionSource = { getCurrentPosition: () => {} };

/**
 * The dealer finder as the portal's dealer search page and CMS pages show it. The search
 * answers from demo dealers around 4020 Linz (no network); map tiles are one local image.
 */
const meta = {
  title: 'Widgets/Dealer finder',
  component: DealerFinder,
  parameters: { router: false, layout: 'fullscreen' },
  loaders: [
    async ({ globals }) => ({
      widgetMessages: await loadMessages(toLocale(globals.locale as string), [
        uiMessages,
        dealerMapMessages,
      ]),
    }),
  ],
  decorators: [withWidgetMessages],
  args: { fetch: demoFetch, now: mondayEvening, tileUrl, geolocation: null },
  beforeEach: () => {
    // Each story starts without consent to the map, and leaves none behind.
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
    return () => {
      document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
    };
  },
} satisfies Meta<typeof DealerFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

/** The result list (the map's markers are buttons with the same names). */
const resultList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: /Händler|dealer|revendeur/ });

const listItems = (canvasElement: HTMLElement) =>
  [...resultList(canvasElement).children] as HTMLLIElement[];

const itemOf = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLLIElement>(`li[data-dealer-id="${id}"]`);

const markers = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('.leaflet-marker-icon[data-dealer-id]'),
];

const markerOf = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLElement>(`.leaflet-marker-icon[data-dealer-id="${id}"]`);

const acceptName = /Akzeptieren und laden|Accept and load|Accepter et charger/;

/** Nothing searched yet: the form, the legend and the map's consent placeholder. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Händlersuche' })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByLabelText('Postleitzahl oder Ort')).toHaveValue('');
    await expect(canvas.getByLabelText('Land')).toHaveValue('AT');
    await expect(canvas.getByLabelText('Umkreis')).toHaveValue('50');
    await expect(canvas.getByLabelText('Händlerart')).toHaveValue('');
    await expect(canvas.getByText('Basishändler mit Kommunalangebot')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Händler/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: acceptName })).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};

/** The search is under way: announced, and the search button is busy. */
export const Searching: Story = {
  args: { initialPlace: '4020', fetch: pendingFetch },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Händler werden gesucht …')).toBeVisible();
    await expect(canvas.getByText('Händler werden gesucht …').closest('[role="status"]')).not.toBe(
      null,
    );
    await expect(canvas.getByRole('button', { name: /Händler suchen/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: /Händler/ })).toBeNull();
  },
};

/** Zip 4020 in Austria: nearest first, with distances and whether each is open now. */
export const Results: Story = {
  args: { initialPlace: '4020', country: 'AT' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('3 Händler in der Nähe von 4020 Linz, der nächste zuerst'),
    ).toBeVisible();
    const items = listItems(canvasElement);
    await expect(items.map((item) => text(item.querySelector('h3')))).toEqual([
      'Landtechnik Hofstätter',
      'Kommunal- und Landtechnik Mayrhofer',
      'Agrarzentrum Traunviertel',
    ]);
    await expect(text(items[0])).toContain('3,9 km entfernt');
    await expect(text(items[1])).toContain('16,8 km entfernt');
    await expect(text(items[2])).toContain('25,3 km entfernt');
    await expect(text(items[0])).toContain('Geschlossen, öffnet morgen um 07:30 Uhr');
    await expect(text(items[1])).toContain('Jetzt geöffnet, bis 18:00 Uhr');
    // Everything needed without the map: address, phone, e-mail, route.
    const first = within(items[0]!);
    await expect(first.getByText('Welser Straße 140, 4060 Leonding')).toBeVisible();
    await expect(first.getByRole('link', { name: '+43 732 67 1180' })).toHaveAttribute(
      'href',
      'tel:+43732671180',
    );
    await expect(
      first.getByRole('link', { name: 'Route planen (öffnet in einem neuen Tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(text(items[0])).toContain('Vertriebspartner');
    await expect(text(items[0])).toContain('Kommunalangebot');
  },
};

/** Typing a zip and pressing Enter searches; keyboard only. */
export const SearchWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Postleitzahl oder Ort')).toHaveFocus();
    await userEvent.keyboard('4020{Enter}');
    await expect(
      await canvas.findByText('3 Händler in der Nähe von 4020 Linz, der nächste zuerst'),
    ).toBeVisible();
    await expect(listItems(canvasElement)).toHaveLength(3);
  },
};

/** An empty place searches the whole country chosen; without a place there is no distance. */
export const WholeCountry: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Händler suchen' }));
    await expect(await canvas.findByText('4 Händler in Österreich')).toBeVisible();
    await expect(text(resultList(canvasElement))).not.toContain('km entfernt');
    await expect(text(listItems(canvasElement)[3])).toContain('Öffnungszeiten auf Anfrage');
  },
};

/** A dealer chosen in the list: its details with contact person, area sales manager, hours. */
export const DealerSelected: Story = {
  args: { initialPlace: '4020' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    const choose = within(resultList(canvasElement)).getByRole('button', {
      name: 'Landtechnik Hofstätter',
    });
    await expect(choose).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(choose);
    await expect(choose).toHaveAttribute('aria-expanded', 'true');
    await expect(itemOf(canvasElement, 'landtechnik-hofstaetter-leonding')).toHaveAttribute(
      'aria-current',
      'true',
    );

    const details = canvas.getByRole('region', { name: 'Landtechnik Hofstätter' });
    // Focus moves to the details, which come after the whole list.
    await expect(details).toHaveFocus();
    const panel = within(details);
    await expect(panel.getByRole('heading', { name: 'Ansprechperson' })).toBeVisible();
    await expect(panel.getByText('Michael Hofstätter')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Gebietsverkaufsleiter' })).toBeVisible();
    await expect(panel.getByText('Stefan Aigner')).toBeVisible();
    await expect(
      panel.getByRole('link', { name: 's.aigner@lindner-demo.example' }),
    ).toHaveAttribute('href', 'mailto:s.aigner@lindner-demo.example');
    await expect(panel.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
    const hours = details.querySelector('dl')!;
    await expect(text(hours)).toContain('Montag07:30 – 12:00, 13:00 – 17:30');
    await expect(text(hours)).toContain('Samstag08:00 – 12:00');
    await expect(text(hours)).toContain('Sonntaggeschlossen');
    await expect(text(details)).toContain('Lizenzen: Lintrac, Geotrac, Unitrac und TracLink');
    await expect(
      panel.getByRole('link', { name: 'Website (öffnet in einem neuen Tab)' }),
    ).toBeVisible();

    // Closing returns focus to the dealer in the list.
    await userEvent.click(panel.getByRole('button', { name: 'Details schließen' }));
    await expect(canvas.queryByRole('region', { name: 'Landtechnik Hofstätter' })).toBeNull();
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing matches: base dealers within 50 km of Linz. */
export const EmptyResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Postleitzahl oder Ort'), '4020');
    await userEvent.selectOptions(canvas.getByLabelText('Händlerart'), 'Basishändler');
    await userEvent.click(canvas.getByRole('button', { name: 'Händler suchen' }));
    await expect(
      await canvas.findByText(
        'Keine Händler gefunden. Vergrößere den Umkreis oder wähle eine andere Händlerart.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Händler/ })).toBeNull();

    // Without a radius the base dealer 57 km away is found.
    await userEvent.selectOptions(canvas.getByLabelText('Umkreis'), 'Ohne Einschränkung');
    await userEvent.click(canvas.getByRole('button', { name: 'Händler suchen' }));
    await expect(
      await canvas.findByText('1 Händler in der Nähe von 4020 Linz, der nächste zuerst'),
    ).toBeVisible();
  },
};

/** The server refuses an unknown zip with its own message, shown as text. */
export const Refused: Story = {
  args: { initialPlace: '9999' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Zu dieser Postleitzahl ist uns kein Ort bekannt.');
    await expect(canvas.queryByRole('list', { name: /Händler/ })).toBeNull();
  },
};

/** The search cannot be reached: "currently not available" with Retry, which then finds. */
export const Unavailable: Story = {
  args: { initialPlace: '4020', fetch: failingFetch(1) },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Händlersuche ist derzeit nicht verfügbar. Bitte versuche es später erneut.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(
      await canvas.findByText('3 Händler in der Nähe von 4020 Linz, der nächste zuerst'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Focus stays at the outcome instead of falling to the page start.
    await expect(
      canvas.getByText(/3 Händler in der Nähe/).closest('[role="status"]'),
    ).toHaveFocus();
    await expect(listItems(canvasElement)).toHaveLength(3);
  },
};

const useLocation = 'Meinen Standort verwenden';

/** Asking the browser for the position, which has not answered yet. */
export const GeolocationLocating: Story = {
  args: { geolocation: positionNeverAnswering },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(canvas.getByText('Dein Standort wird ermittelt …')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Meinen Standort verwenden/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The position is known: dealers nearest to the visitor first. */
export const GeolocationLocated: Story = {
  args: { geolocation: positionAt(linz) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(
      canvas.getByText('Standort gefunden. Die Händler sind nach der Entfernung zu Dir sortiert.'),
    ).toBeVisible();
    await expect(
      await canvas.findByText('3 Händler in Deiner Nähe, der nächste zuerst'),
    ).toBeVisible();
    await expect(text(listItems(canvasElement)[0])).toContain('3,9 km entfernt');
  },
};

/** The browser has no geolocation. */
export const GeolocationUnsupported: Story = {
  args: { geolocation: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(
      canvas.getByText(
        'Dein Browser kann Deinen Standort nicht bestimmen. Bitte suche nach Postleitzahl oder Ort.',
      ),
    ).toBeVisible();
  },
};

/** The visitor refused access to the position. */
export const GeolocationDenied: Story = {
  args: { geolocation: positionFailing(1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(
      canvas.getByText(/Du hast den Zugriff auf Deinen Standort nicht erlaubt/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: useLocation })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** The browser has no position to give. */
export const GeolocationNoPosition: Story = {
  args: { geolocation: positionFailing(2) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(
      canvas.getByText(
        'Dein Standort ist gerade nicht verfügbar. Bitte suche nach Postleitzahl oder Ort.',
      ),
    ).toBeVisible();
  },
};

/** Any other failure, a timeout for one; searching by zip still works after it. */
export const GeolocationError: Story = {
  args: { geolocation: positionFailing(3) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: useLocation }));
    await expect(
      canvas.getByText(/Beim Ermitteln Deines Standorts ist ein Fehler aufgetreten/),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Postleitzahl oder Ort'), '4020{Enter}');
    await expect(await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/)).toBeVisible();
    await expect(canvas.queryByText(/Fehler aufgetreten/)).toBeNull();
  },
};

/** Before consent nothing of the map loads: no Leaflet, no tile; the list is complete. */
export const MapBeforeConsent: Story = {
  args: { initialPlace: '4020' },
  beforeEach: () => {
    performance.clearResourceTimings();
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    const accept = canvas.getByRole('button', { name: acceptName });
    await expect(accept).toHaveAccessibleDescription(/Karte/);
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Karte der gefundenen Händler' })).toBeNull();
    await expect(canvasElement.querySelector(`img[src="${tileUrl}"]`)).toBeNull();
    const tiles = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(tileUrl) || /tile\.openstreetmap/.test(entry.name));
    await expect(tiles).toEqual([]);
    await expect(listItems(canvasElement)).toHaveLength(3);
  },
};

/** Accepting in the placeholder loads the map in place; focus stays there. */
export const AcceptMap: Story = {
  args: { initialPlace: '4020' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    await userEvent.click(canvas.getByRole('button', { name: acceptName }));
    const map = await canvas.findByRole('region', { name: 'Karte der gefundenen Händler' });
    await waitFor(() => expect(markers(canvasElement)).toHaveLength(3));
    await expect(map.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(parseConsent(consentCookieValue(document.cookie)).categories).toEqual({
      map: 'accepted',
    });
  },
};

/** After consent: the map with one marker per dealer, named, and the search place. */
export const MapAfterConsent: Story = {
  args: { initialPlace: '4020' },
  beforeEach: () => {
    consentStore.decide({ map: 'accepted' });
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    await canvas.findByRole('region', { name: 'Karte der gefundenen Händler' });
    await waitFor(() => expect(markers(canvasElement)).toHaveLength(3));
    await expect(markers(canvasElement).map((marker) => marker.getAttribute('title'))).toEqual([
      'Landtechnik Hofstätter',
      'Kommunal- und Landtechnik Mayrhofer',
      'Agrarzentrum Traunviertel',
    ]);
    for (const marker of markers(canvasElement)) {
      await expect(marker).toHaveAttribute('role', 'button');
      await expect(marker).toHaveAttribute('tabindex', '0');
    }
    await expect(canvasElement.querySelector('[title="4020 Linz"]')).not.toBeNull();
    await waitFor(() =>
      expect(canvasElement.querySelector(`img.leaflet-tile[src="${tileUrl}"]`)).not.toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Karte vergrößern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Karte verkleinern' })).toBeVisible();
  },
};

/** Choosing a dealer in the list marks its marker on the map. */
export const ListSelectsMarker: Story = {
  args: { initialPlace: '4020' },
  beforeEach: () => {
    consentStore.decide({ map: 'accepted' });
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    await waitFor(() => expect(markers(canvasElement)).toHaveLength(3));
    await userEvent.click(
      within(resultList(canvasElement)).getByRole('button', { name: 'Agrarzentrum Traunviertel' }),
    );
    await waitFor(() =>
      expect(markerOf(canvasElement, 'agrarzentrum-wels')).toHaveAttribute('aria-current', 'true'),
    );
    const others = markers(canvasElement).filter(
      (marker) => marker.dataset.dealerId !== 'agrarzentrum-wels',
    );
    for (const marker of others) await expect(marker).not.toHaveAttribute('aria-current');

    await userEvent.click(
      within(resultList(canvasElement)).getByRole('button', { name: 'Landtechnik Hofstätter' }),
    );
    await waitFor(() =>
      expect(markerOf(canvasElement, 'landtechnik-hofstaetter-leonding')).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await expect(markerOf(canvasElement, 'agrarzentrum-wels')).not.toHaveAttribute('aria-current');
  },
};

/** Choosing a marker, by pointer or keyboard, chooses the dealer in the list. */
export const MarkerSelectsListItem: Story = {
  args: { initialPlace: '4020' },
  beforeEach: () => {
    consentStore.decide({ map: 'accepted' });
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/3 Händler in der Nähe von 4020 Linz/);
    await waitFor(() => expect(markers(canvasElement)).toHaveLength(3));

    await userEvent.click(markerOf(canvasElement, 'kommunal-mayrhofer-enns')!);
    await expect(itemOf(canvasElement, 'kommunal-mayrhofer-enns')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      canvas.getByRole('region', { name: 'Kommunal- und Landtechnik Mayrhofer' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(markerOf(canvasElement, 'kommunal-mayrhofer-enns')).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );

    // Keyboard: a marker is a button; Enter chooses it and focus stays on the map.
    const marker = markerOf(canvasElement, 'agrarzentrum-wels')!;
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(itemOf(canvasElement, 'agrarzentrum-wels')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(itemOf(canvasElement, 'kommunal-mayrhofer-enns')).not.toHaveAttribute(
      'aria-current',
    );
    await expect(marker).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Agrarzentrum Traunviertel' })).toBeVisible();
  },
};

/** English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { initialPlace: '4020' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Dealer search' })).toBeVisible();
    await expect(await canvas.findByText('3 dealers near 4020 Linz, nearest first')).toBeVisible();
    const items = listItems(canvasElement);
    await expect(text(items[0])).toContain('3.9 km away');
    await expect(text(items[0])).toContain('Closed, opens tomorrow at 07:30');
    await expect(text(items[1])).toContain('Open now, until 18:00');
    await expect(text(items[0])).toContain('Phone: +43 732 67 1180');
  },
};

/** France's French falls back to `fr` for every text. */
export const InFrenchOfFrance: Story = {
  globals: { locale: 'fr-fr' },
  args: { initialPlace: '4020' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('3 revendeurs près de 4020 Linz, le plus proche en premier'),
    ).toBeVisible();
    await expect(text(listItems(canvasElement)[0])).toContain('à 3,9 km');
    await expect(text(listItems(canvasElement)[1])).toContain("Ouvert, jusqu'à 18:00");
  },
};

/** A CMS page's narrow column on a wide screen: the finder fits the column, not the window. */
const inColumn =
  (width: number): Decorator =>
  (Story) => (
    <div data-testid="cms-column" style={{ width }}>
      <Story />
    </div>
  );

const fitsItsColumn = async (canvasElement: HTMLElement) => {
  const column = within(canvasElement).getByTestId('cms-column');
  await expect(await within(column).findByRole('list', { name: /Händler/ })).toBeVisible();
  await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  for (const control of column.querySelectorAll('input, select, button')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right + 0.5,
    );
  }
};

/** In a 340 px column of a wide page the form stacks and nothing sticks out sideways. */
export const InA340PxColumn: Story = {
  args: { initialPlace: '4020', country: 'AT' },
  decorators: [inColumn(340)],
  play: async ({ canvasElement }) => fitsItsColumn(canvasElement),
};

/** 300 px, the narrowest column a widget supports. */
export const InA300PxColumn: Story = {
  args: { initialPlace: '4020', country: 'AT' },
  decorators: [inColumn(300)],
  play: async ({ canvasElement }) => fitsItsColumn(canvasElement),
};
