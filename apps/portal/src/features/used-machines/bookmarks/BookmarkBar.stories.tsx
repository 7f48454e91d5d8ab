import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { usedMachinesMessagesLoader } from '../usedMachinesStoryData';
import { BookmarkBar } from './BookmarkBar';
import { withStoryBookmarks } from './storyBookmarks';

/** The list's bar of the bookmarks: how many, the comparison, the personal bookmarks page. */
const meta = {
  title: 'Portal/UsedMachines/BookmarkBar',
  component: BookmarkBar,
  parameters: { route: '/de/gebrauchtmaschinen' },
  loaders: [usedMachinesMessagesLoader],
  decorators: [withStoryBookmarks, withPortalMessages],
} satisfies Meta<typeof BookmarkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor with five bookmarks: compare the newest four; no personal page. */
export const VisitorWithFive: Story = {
  parameters: { bookmarks: { ids: ['m-5', 'm-4', 'm-3', 'm-2', 'm-1'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Merkliste: 5 Maschinen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-5,m-4,m-3,m-2',
    );
    await expect(canvas.queryByRole('link', { name: 'Merkliste öffnen' })).toBeNull();
  },
};

/** Signed in with one bookmark: nothing to compare yet, the way to the personal page. */
export const SignedInWithOne: Story = {
  parameters: { bookmarks: { ids: ['m-1'], signedIn: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Merkliste: 1 Maschine')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Vergleichen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Merkliste öffnen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/merkliste',
    );
  },
};

/** No bookmarks: no bar. */
export const NoBookmarks: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/occasions', bookmarks: { ids: ['m-2', 'm-1'], signedIn: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Liste de favoris : 2 machines')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comparer' })).toHaveAttribute(
      'href',
      '/fr/occasions/comparer?ids=m-2,m-1',
    );
    await expect(canvas.getByRole('link', { name: 'Ouvrir les favoris' })).toBeVisible();
  },
};
