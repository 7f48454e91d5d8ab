import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  tags: ['stable'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas, globals }) => {
    const label = globals.locale === 'en' ? 'Loading …' : /…/;
    await expect(canvas.getByRole('status', { name: label })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const Block: Story = { args: { block: true } };
