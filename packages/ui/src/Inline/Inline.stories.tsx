import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { minWidth } from '../theme/media';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Inline',
  tags: ['stable'],
  component: Inline,
  args: {
    children: [
      <Button key="save">Speichern</Button>,
      <Button key="cancel" variant="secondary">
        Abbrechen
      </Button>,
      <Button key="help" variant="ghost">
        Hilfe
      </Button>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

function layoutOf(canvas: {
  getByRole: (role: 'button', options: { name: string }) => HTMLElement;
}) {
  return getComputedStyle(canvas.getByRole('button', { name: 'Speichern' }).parentElement!);
}

export const Standard: Story = {
  play: async ({ canvas }) => {
    const layout = layoutOf(canvas);
    await expect(layout.flexDirection).toBe('row');
    await expect(layout.flexWrap).toBe('wrap');
    await expect(layout.columnGap).toBe('12px');
  },
};

export const AlignedRight: Story = {
  args: { align: 'right' },
  play: async ({ canvas }) => {
    await expect(layoutOf(canvas).justifyContent).toBe('flex-end');
  },
};

export const AlignedCentreVertically: Story = {
  args: {
    alignY: 'center',
    children: [
      <Button key="large">Speichern</Button>,
      <Button key="small" size="small" variant="secondary">
        Klein
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(layoutOf(canvas).alignItems).toBe('center');
  },
};

export const CollapsedBelowMedium: Story = {
  args: { collapseBelow: 'md', space: 'xsmall' },
  play: async ({ canvas }) => {
    const wide = window.matchMedia(minWidth('md')).matches;
    await expect(layoutOf(canvas).flexDirection).toBe(wide ? 'row' : 'column');
  },
};

export const CollapsedBelowMax: Story = {
  args: { collapseBelow: 'max', align: 'center' },
  play: async ({ canvas }) => {
    const wide = window.matchMedia(minWidth('max')).matches;
    await expect(layoutOf(canvas).flexDirection).toBe(wide ? 'row' : 'column');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'xsmall',
    children: ['Lintrac', 'Geotrac', 'Unitrac'].map((series) => <span key={series}>{series}</span>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
