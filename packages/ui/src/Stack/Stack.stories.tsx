import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { minWidth } from '../theme/media';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  tags: ['stable'],
  component: Stack,
  args: {
    children: [
      <p key="1">Lintrac 130: stufenloses Getriebe, 4-Rad-Lenkung.</p>,
      <p key="2">Geotrac 134ep: 140 PS für Grünland und Ackerbau.</p>,
      <p key="3">Unitrac 112: Transporter für Gemeinden und Bergbauern.</p>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

function gapOf(element: Element) {
  return getComputedStyle(element).rowGap;
}

export const Standard: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText(/Lintrac 130/).parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(gapOf(stack)).toBe('16px');
  },
};

export const Small: Story = {
  args: { space: 'xsmall' },
  play: async ({ canvas }) => {
    await expect(gapOf(canvas.getByText(/Lintrac 130/).parentElement as HTMLElement)).toBe('8px');
  },
};

export const ResponsiveSpace: Story = {
  args: { space: { xs: 'xsmall', md: 'xlarge' } },
  play: async ({ canvas }) => {
    const wide = window.matchMedia(minWidth('md')).matches;
    const stack = canvas.getByText(/Lintrac 130/).parentElement as HTMLElement;
    await expect(gapOf(stack)).toBe(wide ? '32px' : '8px');
  },
};

export const AlignedCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = canvas.getByText(/Lintrac 130/).parentElement as HTMLElement;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

export const Dividers: Story = {
  args: { dividers: true },
  play: async ({ canvas }) => {
    const first = canvas.getByText(/Lintrac 130/).parentElement as HTMLElement;
    const second = canvas.getByText(/Geotrac/).parentElement as HTMLElement;
    await expect(getComputedStyle(first).borderTopStyle).toBe('none');
    await expect(getComputedStyle(second).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(second).paddingTop).toBe('16px');
  },
};

export const AsList: Story = {
  args: { as: 'ul', dividers: true, space: 'small' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/Lintrac 130/);
  },
};
