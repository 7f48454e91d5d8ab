import type { Machine } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { machine, phoneViewport, usedMachinesMessagesLoader } from '../../usedMachinesStoryData';
import { UsedMachinesCompareView } from './UsedMachinesCompareView';

const geotrac: Machine = {
  ...machine,
  id: 'm-24022',
  identifier: 'GM-24022',
  model: 'Geotrac 74',
  typeDescription: 'Geotrac 74 ep',
  priceCents: 5_450_000,
  vatDeductible: false,
  operatingHours: 3120,
  horsepower: 75,
  transmission: 'synchro',
  images: [],
};
const unitrac: Machine = {
  ...machine,
  id: 'm-23990',
  identifier: 'GM-23990',
  vehicleClass: 'transporter',
  model: 'Unitrac 112',
  priceCents: null,
  yearOfConstruction: null,
  horsepower: 112,
};
const lintracDemo: Machine = {
  ...machine,
  id: 'm-24101',
  identifier: 'GM-24101',
  type: 'demo',
  model: 'Lintrac 130',
  priceCents: 13_990_000,
};

const path = '/de/gebrauchtmaschinen/vergleich';

/** The comparison without the API: two to four machines, a missing one, none, on a phone. */
const meta = {
  title: 'Portal/UsedMachines/Compare',
  component: UsedMachinesCompareView,
  parameters: { layout: 'fullscreen', route: `${path}?ids=m-24017,m-24022` },
  loaders: [usedMachinesMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { machines: [machine, geotrac], missing: 0, failed: false },
    retryHref: `${path}?ids=m-24017,m-24022`,
    onPrint: fn(),
  },
} satisfies Meta<typeof UsedMachinesCompareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a field: its header cell's text up to the marker, and the row. */
const rowOf = (root: HTMLElement, label: string) =>
  within(root)
    .getAllByRole('rowheader')
    .find((cell) => cell.firstChild?.textContent === label)
    ?.closest('tr');

/**
 * Two machines: their columns with price and links, every group of the detail page, differing
 * rows marked in words as well as colour, and printing.
 */
export const TwoMachines: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Maschinen vergleichen' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Vergleich der Maschinen' });
    await expect(table.querySelectorAll('thead th')).toHaveLength(3);
    for (const name of [
      'Fahrzeug',
      'Zustand und Preis',
      'Ausstattung und Antrieb',
      'Verbrauch und Abmessungen',
    ]) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.getByText('89.900,00 €')).toBeVisible();
    await expect(canvas.getByText('54.500,00 €')).toBeVisible();
    await expect(canvas.getByText('MwSt. nicht ausweisbar')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Zur Maschine\W+Lindner Geotrac 74$/ }),
    ).toHaveAttribute('href', '/de/gebrauchtmaschinen/m-24022');
    await expect(
      canvas.getByRole('link', { name: /^Entfernen\W+Lindner Lintrac 110$/ }),
    ).toHaveAttribute('href', `${path}?ids=m-24022`);

    const model = rowOf(canvasElement, 'Modell');
    await expect(model).toHaveTextContent('ModellUnterschiedlichLintrac 110Geotrac 74');
    const color = rowOf(canvasElement, 'Farbe');
    await expect(color).toHaveTextContent(/^FarbeRotRot$/);
    await expect(getComputedStyle(model!).backgroundColor).not.toBe(
      getComputedStyle(color!).backgroundColor,
    );
    await expect(rowOf(canvasElement, 'Teilhöhe')).toBeUndefined();

    await userEvent.click(canvas.getByRole('button', { name: 'Drucken' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    // Printed on A4 in landscape, the page's own box.
    const pageRules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((rule) => rule instanceof CSSPageRule),
    );
    await expect(pageRules.map((rule) => rule.cssText).join()).toMatch(/size: a4 landscape/i);
  },
};

/** "Nur Unterschiede": the rows with equal values go, the differing ones stay. */
export const OnlyDifferences: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rowOf(canvasElement, 'Farbe')).toBeDefined();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nur Unterschiede' }));
    await expect(rowOf(canvasElement, 'Farbe')).toBeUndefined();
    await expect(rowOf(canvasElement, 'Modell')).toBeDefined();
    await expect(rowOf(canvasElement, 'Preis')).toBeDefined();
    await expect(
      canvas.queryByRole('columnheader', { name: 'Verbrauch und Abmessungen' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nur Unterschiede' }));
    await expect(rowOf(canvasElement, 'Farbe')).toBeDefined();
  },
};

/** Four machines, the most the comparison shows; a value one lacks reads "Keine Angabe". */
export const FourMachines: Story = {
  globals: { viewport: { value: 'xl' } },
  args: { data: { machines: [machine, geotrac, unitrac, lintracDemo], missing: 0, failed: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /^Entfernen/ })).toHaveLength(4);
    await expect(canvas.getAllByText('Preis auf Anfrage')[0]).toBeVisible();
    await expect(rowOf(canvasElement, 'Baujahr')).toHaveTextContent('Keine Angabe');
    await expect(rowOf(canvasElement, 'Angebot')).toHaveTextContent(
      'AngebotUnterschiedlichGebrauchtGebrauchtGebrauchtVorführmaschine',
    );
  },
};

/** One machine of the address is sold: a notice, and the others are compared. */
export const MissingMachine: Story = {
  args: { data: { machines: [machine, geotrac], missing: 1, failed: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Eine Maschine ist nicht mehr im Angebot und fehlt im Vergleich.'),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** No machines: how to bookmark and compare, and the way to the list. */
export const Empty: Story = {
  parameters: { route: path },
  args: { data: { machines: [], missing: 0, failed: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Noch keine Maschinen zum Vergleichen' }),
    ).toBeVisible();
    await expect(canvas.getByText(/mit „Merken“ die Maschinen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The machines could not be fetched: Retry, a link to the comparison again. */
export const LoadFailed: Story = {
  args: { data: { machines: [], missing: 0, failed: true } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Die Maschinen konnten gerade nicht geladen werden.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/**
 * On a 360 px phone the page does not scroll sideways: the table scrolls in its own labelled
 * region, which the keyboard reaches.
 */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { data: { machines: [machine, geotrac, unitrac, lintracDemo], missing: 0, failed: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Vergleichstabelle, seitlich scrollbar' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/used-machines/compare?ids=m-24017,m-24022' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare machines' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Model')).toHaveTextContent('Different');
    await expect(canvas.getByRole('checkbox', { name: 'Differences only' })).not.toBeChecked();
    await expect(
      canvas.getByRole('link', { name: /^Remove\W+Lindner Geotrac 74$/ }),
    ).toHaveAttribute('href', '/en/used-machines/compare?ids=m-24017');
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/occasions/comparer?ids=m-24017,m-24022' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Comparer des machines' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    await expect(canvas.getByText('TVA incluse')).toBeVisible();
  },
};
