import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { minWidth } from '../theme/media';
import { vars } from '../theme/theme.css';
import { Grid, GridItem } from './Grid';

const cellStyle = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  padding: vars.space.xsmall,
  textAlign: 'center',
} as const;

/** A visible box for the demo; the grid itself draws nothing. */
function Cell({ children }: { children: ReactNode }) {
  return <div style={cellStyle}>{children}</div>;
}

const meta = {
  title: 'UI/Grid',
  tags: ['stable'],
  component: Grid,
  subcomponents: { GridItem },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnEnd(element: Element) {
  return getComputedStyle(element).gridColumnEnd;
}

export const Spans: Story = {
  tags: ['visual'],
  render: (args) => (
    <Grid {...args}>
      {Array.from({ length: 16 }, (_, index) => (
        <GridItem key={index} span={1}>
          <Cell>{index + 1}</Cell>
        </GridItem>
      ))}
      <GridItem span={8}>
        <Cell>8</Cell>
      </GridItem>
      <GridItem span={8}>
        <Cell>8</Cell>
      </GridItem>
      <GridItem span={12}>
        <Cell>12</Cell>
      </GridItem>
      <GridItem span={4}>
        <Cell>4</Cell>
      </GridItem>
      <GridItem span={8} start={5}>
        <Cell>8 ab Spalte 5</Cell>
      </GridItem>
      <GridItem>
        <Cell>16 (ohne Angabe)</Cell>
      </GridItem>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const offset = canvas.getByText('8 ab Spalte 5').parentElement as HTMLElement;
    await expect(getComputedStyle(offset).gridColumnStart).toBe('5');
    await expect(columnEnd(offset)).toBe('span 8');
    const full = canvas.getByText('16 (ohne Angabe)').parentElement as HTMLElement;
    await expect(columnEnd(full)).toBe('span 16');
  },
};

const cards = ['Lintrac 130', 'Geotrac 134ep', 'Unitrac 112', 'Lintrac 95'];

export const Responsive: Story = {
  render: (args) => (
    <Grid {...args}>
      {cards.map((card) => (
        <GridItem key={card} span={{ xs: 16, md: 8, lg: 4 }}>
          <Cell>{card}</Cell>
        </GridItem>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const item = canvas.getByText('Lintrac 130').parentElement as HTMLElement;
    const expected = window.matchMedia(minWidth('lg')).matches
      ? 'span 4'
      : window.matchMedia(minWidth('md')).matches
        ? 'span 8'
        : 'span 16';
    await expect(columnEnd(item)).toBe(expected);
  },
};

export const ResponsiveStart: Story = {
  render: (args) => (
    <Grid {...args}>
      <GridItem span={{ xs: 16, md: 10 }} start={{ xs: 'auto', md: 4 }}>
        <Cell>Eingerückt ab mittleren Bildschirmen</Cell>
      </GridItem>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const item = canvas.getByText(/Eingerückt/).parentElement as HTMLElement;
    const wide = window.matchMedia(minWidth('md')).matches;
    await expect(getComputedStyle(item).gridColumnStart).toBe(wide ? '4' : 'auto');
  },
};

export const Nested: Story = {
  render: (args) => (
    <Grid {...args}>
      <GridItem span={8} data-testid="outer">
        <Grid space="small">
          <GridItem data-testid="inner">
            <Cell>Volle Breite im inneren Raster</Cell>
          </GridItem>
        </Grid>
      </GridItem>
    </Grid>
  ),
  play: async ({ canvas }) => {
    // The inner item must not inherit the outer item's span.
    await expect(columnEnd(canvas.getByTestId('outer'))).toBe('span 8');
    await expect(columnEnd(canvas.getByTestId('inner'))).toBe('span 16');
  },
};

export const ResponsiveSpace: Story = {
  args: { space: { xs: 'xsmall', lg: 'xlarge' } },
  render: Responsive.render,
};

export const AsList: Story = {
  args: { as: 'ul' },
  render: (args) => (
    <Grid {...args}>
      {cards.map((card) => (
        <GridItem key={card} as="li" span={{ xs: 8, lg: 4 }}>
          <Cell>{card}</Cell>
        </GridItem>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(cards.length);
  },
};
