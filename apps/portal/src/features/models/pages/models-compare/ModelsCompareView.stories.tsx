import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  geotrac84ep,
  lintrac130,
  lintrac130English,
  lintrac90,
  modelsMessagesLoader,
  phoneViewport,
} from '../../modelsStoryData';
import type { ModelsCompareData } from './compareLoader';
import { ModelsCompareView } from './ModelsCompareView';

const path = '/de-at/modelle/vergleich';
const noneDropped = { unknown: [], duplicates: 0, tooMany: 0 };
const compared = (
  models: ModelsCompareData['models'],
  more: Partial<ModelsCompareData> = {},
): ModelsCompareData => ({
  models,
  dropped: noneDropped,
  failed: false,
  differencesOnly: false,
  ...more,
});

/** The model comparison without the API: two and three models, differences, notices, a phone. */
const meta = {
  title: 'Portal/Models/Compare',
  component: ModelsCompareView,
  parameters: { layout: 'fullscreen', route: `${path}?models=lintrac-130,geotrac-84ep` },
  loaders: [modelsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: compared([lintrac130, geotrac84ep]),
    retryHref: `${path}?models=lintrac-130,geotrac-84ep`,
    onPrint: fn(),
  },
} satisfies Meta<typeof ModelsCompareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a figure: its header cell's text up to the mark, and the row. */
const rowOf = (root: HTMLElement, label: string) =>
  within(root)
    .getAllByRole('rowheader')
    .find((cell) => cell.firstChild?.textContent === label)
    ?.closest('tr');

const rowLabels = (root: HTMLElement) =>
  within(root)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

/**
 * Two models: a column each with picture, name (the link to its page), series and Remove; every
 * figure as the model page formats it; the rows that differ marked in words as well as colour;
 * demo values with their mark and note; Print.
 */
export const TwoModels: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Modelle vergleichen' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Vergleich der Modelle' });
    await expect(table.querySelectorAll('thead th')).toHaveLength(3);
    const columns = within(table);
    await expect(columns.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/de-at/modelle/lintrac-130',
    );
    await expect(columns.getByRole('link', { name: 'Geotrac 84ep' })).toHaveAttribute(
      'href',
      '/de-at/modelle/geotrac-84ep',
    );
    await expect(columns.getByText('Lintrac')).toBeVisible();
    await expect(columns.getByRole('link', { name: /^Entfernen\W+Lintrac 130$/ })).toHaveAttribute(
      'href',
      `${path}?models=geotrac-84ep`,
    );

    const power = rowOf(canvasElement, 'Leistung in PS')!;
    await expect(within(power).getByRole('rowheader')).toHaveAccessibleName(
      'Leistung in PS unterschiedlich',
    );
    await expect(within(power).getByText('unterschiedlich')).toBeVisible();
    await expect(within(power).getByText('136 PS')).toBeVisible();
    await expect(within(power).getByText('75 PS')).toBeVisible();
    await expect(rowOf(canvasElement, 'Getriebe')).toHaveTextContent(/StufenlosSynchronisiert$/);
    await expect(rowOf(canvasElement, 'Allradlenkung')).toHaveTextContent(/JaNein$/);
    // Austrian German groups thousands with a space.
    await expect(rowOf(canvasElement, 'Leergewicht')).toHaveTextContent(/5\.200 kg/);
    // A figure only one model has: "Keine Angabe" for the other, and different.
    await expect(rowOf(canvasElement, 'Breite')).toHaveTextContent('Keine Angabe');
    await expect(rowOf(canvasElement, 'Breite')).toHaveTextContent('unterschiedlich');
    await expect(rowOf(canvasElement, 'Listenpreis inkl. 20 % MwSt.')).toHaveTextContent(
      /202\.680\s€\*/,
    );

    // Demo values: the mark beside them and the note that explains it.
    const demoCell = within(rowOf(canvasElement, 'Zulässiges Gesamtgewicht')!).getAllByRole(
      'cell',
    )[1]!;
    await expect(demoCell).toHaveTextContent('*');
    await expect(demoCell).toHaveAccessibleDescription('Beispielwert, nicht die Herstellerangabe');

    await expect(canvas.getByRole('link', { name: 'Nur Unterschiede zeigen' })).toHaveAttribute(
      'href',
      `${path}?models=lintrac-130,geotrac-84ep&differences=only`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Drucken' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Three models; Remove keeps the others in their order. */
export const ThreeModels: Story = {
  args: { data: compared([lintrac90, lintrac130, geotrac84ep]) },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Vergleich der Modelle' });
    await expect(table.querySelectorAll('thead th')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /^Entfernen\W+Lintrac 130$/ })).toHaveAttribute(
      'href',
      `${path}?models=lintrac-90,geotrac-84ep`,
    );
    // Two Lintracs alike, the Geotrac not: different.
    await expect(rowOf(canvasElement, 'Getriebe')).toHaveTextContent('unterschiedlich');
  },
};

/** Two Lintracs, equal rows marked as such: none of them says "unterschiedlich". */
export const EqualRows: Story = {
  args: { data: compared([lintrac130, lintrac90]) },
  play: async ({ canvas, canvasElement }) => {
    const transmission = rowOf(canvasElement, 'Getriebe')!;
    await expect(transmission).not.toHaveTextContent('unterschiedlich');
    await expect(within(transmission).getAllByText('Stufenlos')).toHaveLength(2);
    await expect(rowOf(canvasElement, 'Höchstgeschwindigkeit')).toHaveTextContent(
      'unterschiedlich',
    );
    await expect(canvas.getByRole('link', { name: 'Nur Unterschiede zeigen' })).toBeVisible();
  },
};

/** `&differences=only`: the equal rows are gone; a link shows them all again. */
export const OnlyDifferences: Story = {
  parameters: { route: `${path}?models=lintrac-130,lintrac-90&differences=only` },
  args: { data: compared([lintrac130, lintrac90], { differencesOnly: true }) },
  play: async ({ canvas, canvasElement }) => {
    const labels = rowLabels(canvasElement);
    await expect(labels).not.toContain('Getriebe');
    await expect(labels).not.toContain('Allradlenkung');
    await expect(labels).toContain('Höchstgeschwindigkeit');
    for (const header of canvas.getAllByRole('rowheader')) {
      await expect(header).toHaveTextContent('unterschiedlich');
    }
    await expect(canvas.getByRole('link', { name: 'Alle Merkmale zeigen' })).toHaveAttribute(
      'href',
      `${path}?models=lintrac-130,lintrac-90`,
    );
    await expect(canvas.getByRole('link', { name: /^Entfernen\W+Lintrac 90$/ })).toHaveAttribute(
      'href',
      `${path}?models=lintrac-130&differences=only`,
    );
  },
};

/** Models that are alike in everything: with only the differences, a sentence says so. */
export const NoDifferences: Story = {
  args: {
    data: compared([lintrac130, { ...lintrac130, id: 'lintrac-130-copy' }], {
      differencesOnly: true,
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Die Modelle unterscheiden sich in keinem dieser Merkmale.'),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** Fewer than two models: no table, the way to the overview to choose. */
export const FewerThanTwo: Story = {
  parameters: { route: `${path}?models=lintrac-130` },
  args: { data: compared([lintrac130]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Wähle mindestens zwei Modelle' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Modelle auswählen' })).toHaveAttribute(
      'href',
      '/de-at/modelle',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** An unknown, a repeated and a fourth model in the address: left out, and a notice says so. */
export const DroppedModels: Story = {
  args: {
    data: compared([lintrac130, geotrac84ep], {
      dropped: { unknown: ['lintrac-999'], duplicates: 1, tooMany: 1 },
    }),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      'Das Modell lintrac-999 gibt es nicht; es fehlt im Vergleich.',
    );
    await expect(notice).toHaveTextContent(
      'Du kannst höchstens drei Modelle vergleichen; ein weiteres haben wir weggelassen.',
    );
    await expect(notice).toHaveTextContent('Ein Modell stand doppelt in der Adresse');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** A model could not be fetched: the error block with Retry, and no table of one model. */
export const FetchFailed: Story = {
  args: { data: compared([lintrac130], { failed: true }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/models/compare?models=lintrac-130,geotrac-84ep' },
  args: { data: compared([lintrac130English, geotrac84ep]) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare models' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Transmission')).toHaveTextContent('different');
    await expect(canvas.getByRole('link', { name: 'Show differences only' })).toHaveAttribute(
      'href',
      '/en/models/compare?models=lintrac-130,geotrac-84ep&differences=only',
    );
    await expect(canvas.getByRole('link', { name: /^Remove\W+Geotrac 84ep$/ })).toHaveAttribute(
      'href',
      '/en/models/compare?models=lintrac-130',
    );
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** On a phone the table scrolls inside its own region; the page never scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { data: compared([lintrac90, lintrac130, geotrac84ep]) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Vergleichstabelle, seitlich scrollbar' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
