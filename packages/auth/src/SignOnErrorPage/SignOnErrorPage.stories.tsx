import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  authMessagesLoader,
  errorPageTexts,
  errorPageTextsFor,
  withAuthMessages,
} from '../testing/storyMessages';
import { SignOnErrorPage } from './SignOnErrorPage';

const meta = {
  title: 'Auth/SignOnErrorPage',
  component: SignOnErrorPage,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen', router: false },
  loaders: [authMessagesLoader],
  decorators: [withAuthMessages],
} satisfies Meta<typeof SignOnErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas, globals }) => {
    const { title, retry } = errorPageTextsFor(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: retry })).toBeEnabled();
  },
};

export const RetryByClick: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: errorPageTextsFor(globals.locale).retry }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RetryByKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: errorPageTextsFor(globals.locale).retry }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: errorPageTexts.fr.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: errorPageTextsFor(globals.locale).retry }),
    ).toBeVisible();
  },
};
