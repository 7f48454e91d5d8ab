import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, tokens } from '../theme/tokens';
import {
  Breakpoints,
  ColourPalette,
  ContrastPairs,
  Elevation,
  Icons,
  LayoutGrid,
  Motion,
  SpacingScale,
  TypeScale,
} from './Foundations';

const meta = {
  title: 'UI/Foundations',
  // Foundations.mdx is the page; the stories are its canvases.
  tags: ['!autodocs', 'stable'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(tokens.color).length + 1);
    await expect(canvas.getByRole('row', { name: /color\.brand #e2001a/ })).toBeVisible();
  },
};

export const Contrast: Story = {
  render: () => <ContrastPairs />,
  play: async ({ canvas }) => {
    // Known ratios, worked out by hand: #1a1a1a on white, #b00014 and #e2001a on #f4f4f4.
    await expect(
      canvas.getByRole('row', { name: /color\.text on color\.background/ }),
    ).toHaveTextContent('17.40:1Pass');
    await expect(
      canvas.getByRole('row', { name: /color\.brandText on color\.surface text/ }),
    ).toHaveTextContent('6.69:1Pass');
    // The brand red on surface is a mark or border there (3:1), never text.
    await expect(
      canvas.getByRole('row', { name: /color\.brand on color\.surface/ }),
    ).toHaveTextContent('non-text (≥ 3:1)4.49:1Pass');
    await expect(canvas.queryByText('Fail')).toBeNull();
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpacingScale /> };

export const BreakpointScale: Story = {
  name: 'Breakpoints',
  render: () => <Breakpoints />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(breakpoints).length + 1);
  },
};

export const Grid: Story = { render: () => <LayoutGrid /> };

export const IconSet: Story = { name: 'Icons', render: () => <Icons /> };

export const ElevationAndLayers: Story = { name: 'Elevation', render: () => <Elevation /> };

export const MotionAndTiming: Story = {
  name: 'Motion',
  render: () => <Motion />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /motion\.duration\.fast 120ms/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /motion\.easing\.exit/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /tooltipTiming\.dispose 150/ })).toBeVisible();
  },
};
