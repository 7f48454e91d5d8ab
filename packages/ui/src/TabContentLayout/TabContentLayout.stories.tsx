import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { TabContentLayout } from './TabContentLayout';

const meta = {
  title: 'UI/TabContentLayout',
  tags: ['beta'],
  component: TabContentLayout,
  args: {
    title: 'Garantie',
    children: <p>Garantieverlängerung bis 31.03.2027 für den Lintrac 130.</p>,
  },
} satisfies Meta<typeof TabContentLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const retryName = /versuchen|Retry|Réessayer/;

export const Content: Story = {
  tags: ['visual'],
  args: { headerActions: <Button size="small">Verlängern</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Garantie' })).toBeVisible();
    await expect(canvas.getByText(/31\.03\.2027/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verlängern' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/31\.03\.2027/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', onRetry: fn() },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: /…/ });
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText(/31\.03\.2027/)).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: retryName })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
