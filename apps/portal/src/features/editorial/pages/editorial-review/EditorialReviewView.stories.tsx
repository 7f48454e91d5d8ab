import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { pendingEntries, phoneViewport, unansweredEntries } from '../../editorialStoryData';
import { editorialMessagesLoader } from '../../editorialStoryMessages';
import { EditorialReviewView } from './EditorialReviewView';

/** Staff's editorial review without its data: each state. */
const meta = {
  title: 'Portal/Editorial/Review',
  component: EditorialReviewView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/redaktion/pruefung' },
  loaders: [editorialMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    allowed: true,
    state: 'content',
    onRetry: fn(),
    entries: pendingEntries,
    onApprove: fn(async () => true),
    onReject: fn(saved),
    onReply: fn(saved),
    onDownload: fn(async () => true),
    unanswered: [],
    onRetryUnanswered: fn(),
    onAnswer: fn(saved),
  },
} satisfies Meta<typeof EditorialReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind labelled, the writer's words as text (never HTML), the oldest first. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('5 Beiträge warten auf eine Prüfung, die ältesten zuerst.'),
    ).toBeVisible();
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(5);
    await expect(within(articles[0]!).getByText('Gästebuch')).toBeVisible();
    await expect(within(articles[1]!).getByText('Anwenderbericht')).toBeVisible();
    await expect(within(articles[2]!).getByText('Fotowettbewerb')).toBeVisible();
    await expect(within(articles[3]!).getByText('Zeichenwettbewerb')).toBeVisible();
    await expect(within(articles[4]!).getByText('Momente')).toBeVisible();
    await expect(within(articles[0]!).getByText('Maria Huber')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Lintrac 130 im Steilhang <b>ohne</b> Probleme' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('script, article b')).toBeNull();
    await expect(
      within(articles[3]!).getByText('Eine freigegebene Zeichnung erscheint am nächsten Werktag.'),
    ).toBeVisible();
    const video = within(articles[4]!).getByRole('link', { name: /video\.example\.com/ });
    await expect(video).toHaveAttribute('href', 'https://video.example.com/watch?v=schnee');
  },
};

export const Approve: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Freigeben' })[3]!);
    await expect(args.onApprove).toHaveBeenCalledWith(pendingEntries[3]);
  },
};

/** Rejecting needs a reason: sent empty, the field says so; with one, it is sent. */
export const RejectWithReason: Story = {
  play: async ({ args, canvas }) => {
    const report = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(report).getByRole('button', { name: 'Ablehnen' }));
    const reason = control<HTMLTextAreaElement>(report, 'reason');
    await waitFor(() => expect(reason).toHaveFocus());
    const send = within(report).getByRole('button', { name: 'Ablehnung senden' });
    await userEvent.click(send);
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Bitte ohne Werbung.');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith(pendingEntries[1], {
        reason: 'Bitte ohne Werbung.',
      }),
    );
  },
};

/** Keyboard only: open the rejection, cancel it, and focus is back on "Ablehnen". */
export const RejectCancelledByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const reject = canvas.getAllByRole('button', { name: 'Ablehnen' })[0]!;
    reject.focus();
    await userEvent.keyboard('{Enter}');
    // The form takes focus to the reason on the next frame; from there the user moves on.
    await waitFor(() =>
      expect(canvasElement.querySelector('textarea[name="reason"]')).toHaveFocus(),
    );
    const cancel = canvas.getByRole('button', { name: 'Abbrechen' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Ablehnen' })[0]).toHaveFocus(),
    );
  },
};

/** A guestbook entry gets Lindner's answer in place. */
export const ReplyToGuestbook: Story = {
  play: async ({ args, canvas }) => {
    const guestbook = canvas.getAllByRole('article')[0]!;
    const reply = control<HTMLTextAreaElement>(guestbook, 'reply');
    await userEvent.type(reply, 'Danke, Maria!');
    await userEvent.click(within(guestbook).getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() =>
      expect(args.onReply).toHaveBeenCalledWith(pendingEntries[0], { reply: 'Danke, Maria!' }),
    );
    // Only guestbook entries are answered.
    await expect(canvas.getAllByRole('button', { name: 'Antwort senden' })).toHaveLength(1);
  },
};

/** An answer given already shows, and the form changes it. */
export const AnsweredGuestbook: Story = {
  args: { entries: [{ ...pendingEntries[0]!, reply: 'Danke, Maria!' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Antwort von Lindner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Antwort ändern' })).toBeVisible();
  },
};

export const DownloadFile: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'zeichnung.pdf herunterladen' }));
    await expect(args.onDownload).toHaveBeenCalledWith(pendingEntries[3]!.files[0]);
  },
};

export const DownloadFailed: Story = {
  args: { onDownload: fn(async () => false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'werkstatt.jpg herunterladen' }));
    await expect(
      await canvas.findByText(
        'Die Datei konnte nicht geladen werden. Bitte versuche es noch einmal.',
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nichts zu prüfen: Kein Beitrag wartet auf eine Prüfung.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Without the role `staff`: a clear "not allowed", nothing else. */
export const NotAllowed: Story = {
  args: { allowed: false, entries: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Kein Zugriff');
    await expect(canvas.queryByRole('button')).toBeNull();
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

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Valider' })).toHaveLength(5);
    await expect(canvas.getByText('Livre d’or')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Reject' })).toHaveLength(5);
    await expect(
      canvas.getByText('An approved drawing appears on the next working day.'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Freigeben' })[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An approved guestbook entry without an answer: staff answer it after approving. */
export const AnswerAfterApproval: Story = {
  args: { entries: [], unanswered: unansweredEntries },
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', {
      name: 'Gästebuch: freigegeben, noch ohne Antwort',
    });
    const entry = within(section).getByRole('article', {
      name: 'Gibt es eine Frontzapfwelle für den Lintrac 90?',
    });
    await userEvent.type(control<HTMLTextAreaElement>(entry, 'reply'), 'Ja, zum Nachrüsten.');
    await userEvent.click(within(entry).getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith(unansweredEntries[0], {
        reply: 'Ja, zum Nachrüsten.',
      }),
    );
    // No decision on an entry that is published already.
    await expect(within(entry).queryByRole('button', { name: 'Freigeben' })).toBeNull();
  },
};

/** Every approved entry has its answer. */
export const NothingToAnswer: Story = {
  args: { unanswered: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alle freigegebenen Einträge haben eine Antwort.')).toBeVisible();
  },
};

/** The entries to answer could not be fetched: Retry fetches them again. */
export const UnansweredFetchFailed: Story = {
  args: { unanswered: null, unansweredFailed: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetryUnanswered).toHaveBeenCalledOnce();
  },
};
