import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BarChart } from './BarChart';

const litres = new Intl.NumberFormat('de', {
  style: 'unit',
  unit: 'liter',
  maximumFractionDigits: 0,
});
const hours = new Intl.NumberFormat('de', {
  style: 'unit',
  unit: 'hour',
  maximumFractionDigits: 1,
});
/** Intl puts no-break spaces between number and unit; the assertions compare with plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const fuelByMonth = [
  { key: '2026-06', label: 'Juni 2026', shortLabel: 'Juni', value: 212 },
  { key: '2026-07', label: 'Juli 2026', shortLabel: 'Juli', value: 340 },
  { key: '2026-08', label: 'August 2026', shortLabel: 'Aug.', value: 58 },
  { key: '2026-09', label: 'September 2026', shortLabel: 'Sept.', value: 144 },
  { key: '2026-10', label: 'Oktober 2026', shortLabel: 'Okt.', value: 88 },
  { key: '2026-11', label: 'November 2026', shortLabel: 'Nov.', value: 153 },
];

/** The table's rows as a user of a screen reader meets them: name, then value. */
function tableRows(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => plain(cell.textContent)),
  );
}

/** The SVG texts that reach past the chart's left or right edge (by a pixel or more). */
function overflowingTexts(canvasElement: HTMLElement) {
  const svg = canvasElement.querySelector('svg')!;
  const box = svg.getBoundingClientRect();
  return [...svg.querySelectorAll('text')]
    .filter((text) => {
      const rect = text.getBoundingClientRect();
      return rect.left < box.left - 1 || rect.right > box.right + 1;
    })
    .map((text) => text.textContent);
}

const meta = {
  title: 'UI/BarChart',
  tags: ['beta'],
  component: BarChart,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '640px' } } },
    },
    docs: {
      description: {
        component: [
          'A horizontal bar chart: a row per bar with its name before and its value after it,',
          'value ticks below. The drawing is hidden from screen readers, which read a visually',
          'hidden table of the same names and values instead, named by the `title` like the',
          'figure. It takes its container’s width and never more; long names are cut with an',
          'ellipsis, or a bar gives a `shortLabel` for the chart (the table keeps `label`). All',
          'texts come through props: `title`, `labelHeader`, `valueHeader` and `formatValue`,',
          'which writes the ticks, the bars’ values and the table’s cells. Without bars it renders',
          'nothing: say so in words instead.',
        ].join(' '),
      },
    },
  },
  args: {
    title: 'Kraftstoff pro Monat',
    bars: fuelByMonth,
    formatValue: (value: number) => litres.format(value),
    labelHeader: 'Monat',
    valueHeader: 'Kraftstoff',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six months of fuel: the figure is named by its caption; the table holds the same figures. */
export const Content: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Kraftstoff pro Monat' });
    await expect(figure).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Kraftstoff pro Monat' });
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Monat',
      'Kraftstoff',
    ]);
    await expect(table).toContainElement(canvas.getByRole('rowheader', { name: 'Juli 2026' }));
    await expect(tableRows(canvasElement)).toEqual([
      ['Juni 2026', '212 l'],
      ['Juli 2026', '340 l'],
      ['August 2026', '58 l'],
      ['September 2026', '144 l'],
      ['Oktober 2026', '88 l'],
      ['November 2026', '153 l'],
    ]);
    // The drawing: a bar per month, its short name and value beside it; the widest bar is July's.
    const svg = canvasElement.querySelector('svg')!;
    await waitFor(() => expect(svg.querySelectorAll('rect')).toHaveLength(6));
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    const widths = [...svg.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    await expect(Math.max(...widths)).toBe(widths[1]);
    const texts = [...svg.querySelectorAll('text')].map((text) => plain(text.textContent));
    await expect(texts).toEqual(expect.arrayContaining(['Juli', '340 l', 'Nov.', '153 l']));
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(
      figure.parentElement!.getBoundingClientRect().width,
    );
  },
};

/**
 * Twelve months with long names and large values on a 360 px phone, inside a grid: the chart
 * keeps to its container, the page does not scroll sideways, names too long are cut.
 */
export const ManyBarsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Betriebsstunden pro Monat und Einsatzart im ganzen Fuhrpark',
    bars: Array.from({ length: 12 }, (_, index) => ({
      key: `month-${index + 1}`,
      label: `Grünland, schwer, Hangwiese am Bach, Monat ${index + 1}`,
      value: 1000 + index * 987.5,
    })),
    formatValue: (value: number) => hours.format(value),
    labelHeader: 'Einsatzart',
    valueHeader: 'Betriebsstunden',
  },
  render: (args) => (
    <section style={{ display: 'grid', gap: 16 }}>
      <div>
        <BarChart {...args} />
      </div>
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const figure = canvas.getByRole('figure');
    const svg = canvasElement.querySelector('svg')!;
    await waitFor(() => expect(svg.querySelectorAll('rect')).toHaveLength(12));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const container = figure.parentElement!.getBoundingClientRect();
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(container.width);
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(container.right);
    await expect(overflowingTexts(canvasElement)).toEqual([]);
    // The names beside the bars are cut; the table keeps them whole.
    await expect(
      [...svg.querySelectorAll('text')].some((text) => text.textContent?.endsWith('…')),
    ).toBe(true);
    await expect(
      canvas.getByRole('rowheader', { name: 'Grünland, schwer, Hangwiese am Bach, Monat 12' }),
    ).toBeInTheDocument();
    await expect(plain(canvas.getAllByRole('cell').at(-1)?.textContent)).toBe('11.862,5 Std.');
  },
};

/** Types without hours: zero in the table, an empty bar in the chart, no broken drawing. */
export const Zeros: Story = {
  args: {
    title: 'Betriebsstunden pro Einsatzart',
    bars: [
      { key: 'fieldEasy', label: 'Feld, leicht', value: 0 },
      { key: 'fieldHard', label: 'Feld, schwer', value: 7.5 },
      { key: 'grasEasy', label: 'Grünland, leicht', value: 0 },
    ],
    formatValue: (value: number) => hours.format(value),
    labelHeader: 'Einsatzart',
    valueHeader: 'Betriebsstunden',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(tableRows(canvasElement)).toEqual([
      ['Feld, leicht', '0 Std.'],
      ['Feld, schwer', '7,5 Std.'],
      ['Grünland, leicht', '0 Std.'],
    ]);
    const svg = canvasElement.querySelector('svg')!;
    await waitFor(() => expect(svg.querySelectorAll('rect')).toHaveLength(3));
    const widths = [...svg.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    await expect(widths[0]).toBe(0);
    await expect(widths[2]).toBe(0);
    await expect(widths[1]).toBeGreaterThan(0);
    await expect(svg.innerHTML).not.toContain('NaN');
    await expect(
      canvas.getByRole('figure', { name: 'Betriebsstunden pro Einsatzart' }),
    ).toBeVisible();
  },
};
