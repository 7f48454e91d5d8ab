import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Table, TableCell, TableHeaderCell } from './Table';

const payments = [
  ['beim Kauf', '€ 32.833,33', '€ 0,00', '€ 32.833,33', '€ 65.666,67'],
  ['nach 1 Jahr', '€ 32.833,33', '€ 1.306,77', '€ 34.140,10', '€ 32.833,34'],
  ['nach 2 Jahren', '€ 32.833,34', '€ 653,38', '€ 33.486,72', '€ 0,00'],
] as const;

/** The finance calculator's schedule: five columns of amounts, wider than a phone. */
function Schedule({ nowrap = true }: { nowrap?: boolean }) {
  return (
    <Table caption="Drittelfinanzierung von € 98.500,00" nowrap={nowrap}>
      <thead>
        <tr>
          <TableHeaderCell scope="col">Fällig</TableHeaderCell>
          <TableHeaderCell scope="col" align="end">
            Tilgung
          </TableHeaderCell>
          <TableHeaderCell scope="col" align="end">
            Zinsen
          </TableHeaderCell>
          <TableHeaderCell scope="col" align="end">
            Rate
          </TableHeaderCell>
          <TableHeaderCell scope="col" align="end">
            Restschuld danach
          </TableHeaderCell>
        </tr>
      </thead>
      <tbody>
        {payments.map(([due, ...amounts]) => (
          <tr key={due}>
            <TableHeaderCell scope="row">{due}</TableHeaderCell>
            {amounts.map((amount, index) => (
              <TableCell key={index} align="end">
                {amount}
              </TableCell>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TableHeaderCell scope="row">Summe</TableHeaderCell>
          <TableCell align="end">€ 98.500,00</TableCell>
          <TableCell align="end">€ 1.960,15</TableCell>
          <TableCell align="end">€ 100.460,15</TableCell>
          <TableCell />
        </tr>
      </tfoot>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  tags: ['stable'],
  component: Table,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '640px' } } },
    },
    docs: {
      description: {
        component: [
          'A data table with a `caption` (or `aria-label` / `aria-labelledby` when a heading',
          'above names it), header cells with `scope`, and amounts aligned to the end. It scrolls',
          'sideways inside its own region, which is focusable (keyboard users scroll it with the',
          'arrow keys), named like the table and shows its focus; the page around it never scrolls',
          'sideways, even inside a grid or flex layout. Rows and groups are plain `thead`, `tbody`,',
          '`tfoot` and `tr`; `nowrap` keeps every cell on one line.',
        ].join(' '),
      },
    },
  },
  render: () => <Schedule />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  args: { caption: 'Drittelfinanzierung', children: null },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Drittelfinanzierung von € 98.500,00' });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.getByRole('columnheader', { name: 'Zinsen' })).toHaveAttribute(
      'scope',
      'col',
    );
    await expect(canvas.getByRole('rowheader', { name: 'nach 1 Jahr' })).toHaveAttribute(
      'scope',
      'row',
    );
    const amount = canvas.getByRole('cell', { name: '€ 1.306,77' });
    await expect(getComputedStyle(amount).textAlign).toBe('right');
    await expect(table).toHaveTextContent('€ 100.460,15');
  },
};

/**
 * On a 360 px phone, inside a grid as the widgets lay themselves out: the table scrolls in its
 * region, the page does not; Tab reaches the region and shows its focus.
 */
export const Phone: Story = {
  args: { caption: 'Drittelfinanzierung', children: null },
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <section style={{ display: 'grid', gap: 16 }}>
      <div>
        <Schedule />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Drittelfinanzierung von € 98.500,00' });
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
  },
};

/** Named by the heading above it instead of a caption. */
export const LabelledByHeading: Story = {
  args: { 'aria-labelledby': 'results', children: null },
  render: () => (
    <>
      <h2 id="results">Ergebnis</h2>
      <Table aria-labelledby="results">
        <thead>
          <tr>
            <TableHeaderCell scope="col">Größe</TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              mit Gerät
            </TableHeaderCell>
          </tr>
        </thead>
        <tbody>
          <tr>
            <TableHeaderCell scope="row">Gesamtgewicht</TableHeaderCell>
            <TableCell align="end">5.600 kg</TableCell>
          </tr>
        </tbody>
      </Table>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Ergebnis' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ergebnis' })).toHaveAttribute('tabindex', '0');
  },
};
