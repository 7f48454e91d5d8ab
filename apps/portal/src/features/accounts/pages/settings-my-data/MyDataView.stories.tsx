import type { AccountDeletionSummary } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { accountsMessagesLoader } from '../../accountsStoryMessages';
import { MyDataView } from './MyDataView';

const farmerSummary: AccountDeletionSummary = {
  deleted: [
    { item: 'profile', count: 1 },
    { item: 'farm', count: 1 },
    { item: 'vehicles', count: 2 },
    { item: 'diaryEntries', count: 38 },
    { item: 'contracts', count: 3 },
    { item: 'classifiedAds', count: 0 },
    { item: 'adReplies', count: 1 },
    { item: 'eventRegistrations', count: 1 },
    { item: 'posts', count: 0 },
    { item: 'savedMachines', count: 2 },
    { item: 'consents', count: 4 },
    { item: 'newsletter', count: 1 },
  ],
  kept: { orders: 2, until: '2036-12-31' },
};

/** The settings' tab "Meine Daten": the download, the deletion's summary and its confirmation. */
const meta = {
  title: 'Portal/Accounts/MyData',
  component: MyDataView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/einstellungen/meine-daten' },
  loaders: [accountsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    exportState: { status: 'idle' },
    onDownload: fn(),
    summaryState: 'content',
    summary: farmerSummary,
    onRetrySummary: fn(),
    deletion: { status: 'start' },
    onConfirmWithPassword: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MyDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the download, what goes, what is kept, and the way to confirm with the password. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alle meine Daten herunterladen' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(canvas.getByText(/2 Fahrzeuge Deines Fuhrparks/)).toBeVisible();
    await expect(canvas.getByText(/Deine 2 Bestellungen .* bis 31\. Dezember 2036/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Konto endgültig löschen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mit Passwort bestätigen' }));
    await expect(args.onConfirmWithPassword).toHaveBeenCalledOnce();
  },
};

/** Without orders nothing is kept. */
export const NothingKept: Story = {
  args: { summary: { ...farmerSummary, kept: { orders: 0, until: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Du hast keine Bestellungen/)).toBeVisible();
  },
};

/** The ZIP is being put together: the button is busy and the wait announced. */
export const Downloading: Story = {
  args: { exportState: { status: 'running' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deine Daten werden zusammengestellt …')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** The download failed (here: too many in an hour): the server's message and Retry. */
export const DownloadFailed: Story = {
  args: { exportState: { status: 'failed', message: '' } },
  // The server's message in the toolbar's language, known once the loaders have run.
  render: (args) => (
    <MyDataView
      {...args}
      exportState={{
        status: 'failed',
        message: serverText('server.accounts.export.tooManyExports', { minutes: 42 }),
      }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Der Download hat nicht geklappt.')).toBeVisible();
    await expect(canvas.getByText(/in 42 Minuten wieder/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** The summary is loading: no way to delete yet. */
export const SummaryLoading: Story = {
  args: { summaryState: 'loading', summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mit Passwort bestätigen' })).toBeNull();
  },
};

/** The summary failed to load: Retry. */
export const SummaryFailed: Story = {
  args: { summaryState: 'error', summary: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /erneut|retry/i }));
    await expect(args.onRetrySummary).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Mit Passwort bestätigen' })).toBeNull();
  },
};

/** Back from the sign-on provider with the password confirmed: the final button. */
export const Confirmed: Story = {
  args: { deletion: { status: 'confirmed' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Du hast Dein Passwort bestätigt/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Konto endgültig löschen' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** The deletion runs. */
export const Deleting: Story = {
  args: { deletion: { status: 'deleting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Konto endgültig löschen/ })).toBeVisible();
  },
};

/** The deletion was refused (the confirmation is too old): the message and the way back. */
export const DeletionFailed: Story = {
  args: { deletion: { status: 'failed', message: '' } },
  render: (args) => (
    <MyDataView
      {...args}
      deletion={{
        status: 'failed',
        message: serverText('server.accounts.deletion.confirmWithPassword'),
      }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Das Konto konnte nicht gelöscht werden.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mit Passwort bestätigen' }));
    await expect(args.onConfirmWithPassword).toHaveBeenCalledOnce();
  },
};
