import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { myEntries, phoneViewport, storyToday } from '../../editorialStoryData';
import { editorialMessagesLoader } from '../../editorialStoryMessages';
import { MyPostsView } from './MyPostsView';

/** A writer's own entries with their review state, without the data: each state. */
const meta = {
  title: 'Portal/Editorial/My posts',
  component: MyPostsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/meine-beitraege' },
  loaders: [editorialMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), entries: myEntries, now: storyToday },
} satisfies Meta<typeof MyPostsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state in words: waiting, published since, appears on, rejected with the reason. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const [drawing, report, guestbook, photo] = canvas.getAllByRole('article');
    await expect(within(drawing!).getByText('Zeichenwettbewerb')).toBeVisible();
    await expect(within(drawing!).getByText('Freigegeben, erscheint am 30.11.2026')).toBeVisible();
    await expect(within(report!).getByText('Abgelehnt')).toBeVisible();
    await expect(within(report!).getByText('Begründung der Redaktion')).toBeVisible();
    await expect(
      within(report!).getByText(/Bitte lade ein Foto hoch, auf dem der Traktor zu sehen ist\./),
    ).toBeVisible();
    await expect(within(guestbook!).getByText('Veröffentlicht seit 22.11.2026')).toBeVisible();
    await expect(
      within(guestbook!).getByText('Ja, Dein Händler bestellt ihn Dir gerne.'),
    ).toBeVisible();
    await expect(within(photo!).getByText('Wartet auf Prüfung')).toBeVisible();
  },
};

/** Nothing written yet: where to write something. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Beiträge' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Gästebuch' })).toHaveAttribute(
      'href',
      '/de/community/gaestebuch',
    );
    await expect(canvas.getByRole('link', { name: 'Zu den Anwenderberichten' })).toHaveAttribute(
      'href',
      '/de/community/anwenderberichte',
    );
    await expect(canvas.getByRole('link', { name: 'Zu den Gewinnspielen' })).toHaveAttribute(
      'href',
      '/de/community/gewinnspiele',
    );
  },
};

export const EmptyInFrench: Story = {
  args: { entries: [] },
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/mon-lindner/mes-contributions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vers le livre d’or' })).toHaveAttribute(
      'href',
      '/fr-fr/community/livre-d-or',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/my-lindner/my-posts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText('The editorial team’s reason')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', entries: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', entries: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
