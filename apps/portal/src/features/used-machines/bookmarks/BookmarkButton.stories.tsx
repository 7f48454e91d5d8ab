import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { usedMachinesMessagesLoader } from '../usedMachinesStoryData';
import { BookmarkButton } from './BookmarkButton';
import { withStoryBookmarks } from './storyBookmarks';

/** "Merken" / "Gemerkt" on a machine: a toggle button over the page's bookmark list. */
const meta = {
  title: 'Portal/UsedMachines/BookmarkButton',
  component: BookmarkButton,
  loaders: [usedMachinesMessagesLoader],
  decorators: [withStoryBookmarks, withPortalMessages],
  args: { machineId: 'm-24017', name: 'Lindner Lintrac 110' },
} satisfies Meta<typeof BookmarkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not bookmarked (as the server renders it): a click bookmarks it, another one takes it off. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Merken Lindner Lintrac 110' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Gemerkt Lindner Lintrac 110');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Bookmarked in the account: pressed; the keyboard takes it off (Space) and back (Enter). */
export const SignedInBookmarked: Story = {
  parameters: { bookmarks: { ids: ['m-24017'], signedIn: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gemerkt Lindner Lintrac 110' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(/^Merken/);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { bookmarks: { ids: ['m-24017'] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Bookmarked Lindner Lintrac 110', pressed: true }),
    ).toBeVisible();
  },
};
