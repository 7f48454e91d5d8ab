import type { AdReply } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  activeAd,
  classifiedAdsMessagesLoader,
  hiddenAd,
  myAds,
  phoneViewport,
  soldAd,
} from '../../classifiedAdsStoryData';
import type { AnswerOutcome } from '../../components/ReplyItem';
import { ManageAdsView } from './ManageAdsView';

const unanswered = activeAd.replies[0]!;

const answered = async (): Promise<AnswerOutcome | null> => ({
  ok: true,
  data: {
    ...unanswered,
    answer: { content: 'Ja, komm gern am Samstag.', answeredAt: '2026-11-21T09:00:00+01:00' },
  } satisfies AdReply,
});

/** The market's manage tab, without its data: each state. */
const meta = {
  title: 'Portal/ClassifiedAds/ManageAds',
  component: ManageAdsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/kleinanzeigen/verwalten' },
  loaders: [classifiedAdsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    ads: myAds,
    onChangeStatus: fn(async () => true),
    onDelete: fn(async () => true),
    onAnswer: fn(answered),
  },
} satisfies Meta<typeof ManageAdsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => within(root).getAllByRole('article');

/**
 * Every status and a hidden ad: status, staff's reason, the public link only for a shown active
 * ad, and the replies as text, one answered, one with its answer form.
 */
export const AdsInEveryStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Anzeigen verwalten' })).toBeVisible();
    const [active, hidden, inactive, sold] = cards(canvasElement).map((each) => within(each));
    await expect(active!.getByRole('heading', { name: activeAd.title })).toBeVisible();
    await expect(active!.getByText('Aktiv', { selector: 'span' })).toBeVisible();
    await expect(
      active!.getByText(/^64\.900,00\s€ · Gebraucht · Geotrac 85 ep · 2016$/),
    ).toBeVisible();
    await expect(
      active!.getByRole('link', { name: `Im Marktplatz ansehen: „${activeAd.title}“` }),
    ).toHaveAttribute('href', `/de/community/lindner-marktplatz/${activeAd.id}`);
    await expect(
      active!.getByRole('link', { name: `„${activeAd.title}“ bearbeiten` }),
    ).toHaveAttribute('href', `/de/mein-lindner/kleinanzeigen?ad=${activeAd.id}`);
    // Replies: plain text, line breaks kept, no HTML made of it.
    await expect(active!.getByRole('heading', { name: '2 Antworten' })).toBeVisible();
    await expect(active!.getByText(/<b>Kein HTML<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('article b')).toBeNull();
    await expect(
      active!.getByText('Genau 3.420 Stunden, alle beim Händler gewartet.'),
    ).toBeVisible();
    await expect(active!.getAllByRole('textbox')).toHaveLength(1);
    await expect(
      active!.getByRole('textbox', { name: 'Deine Antwort an Maria Huber' }),
    ).toBeVisible();

    await expect(hidden!.getByText('Vom Lindner-Team ausgeblendet')).toBeVisible();
    await expect(hidden!.getByText(hiddenAd.hiddenReason!)).toBeVisible();
    await expect(hidden!.queryByRole('link', { name: /Marktplatz/ })).toBeNull();
    await expect(inactive!.getByText('Inaktiv', { selector: 'span' })).toBeVisible();
    await expect(inactive!.getByText(/^Ohne Preisangabe/)).toBeVisible();
    await expect(inactive!.getByText('Noch keine Antworten.')).toBeVisible();
    await expect(inactive!.queryByRole('link', { name: /Marktplatz/ })).toBeNull();
    await expect(sold!.getByText('Verkauft', { selector: 'span' })).toBeVisible();
    await expect(sold!.getByRole('combobox', { name: `Status von „${soldAd.title}“` })).toHaveValue(
      'sold',
    );
    // A sold ad's vehicle can be handed over to the buyer in the fleet.
    await expect(
      sold!.getByRole('link', { name: `Fahrzeug übergeben: „${soldAd.title}“` }),
    ).toHaveAttribute('href', `/de/mein-lindner/fuhrpark/uebergaben?ad=${soldAd.id}`);
    await expect(active!.queryByRole('link', { name: /übergeben/ })).toBeNull();
  },
};

export const AdsInFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/mon-lindner/petites-annonces/administrer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Gérer les annonces' })).toBeVisible();
    const active = within(cards(canvasElement)[0]!);
    await expect(active.getByRole('heading', { name: '2 réponses' })).toBeVisible();
    await expect(
      active.getByRole('link', { name: `Voir sur le marché : « ${activeAd.title} »` }),
    ).toHaveAttribute('href', `/fr/community/marche-lindner/${activeAd.id}`);
    await expect(canvas.getByText('Masquée par l’équipe Lindner')).toBeVisible();
  },
};

/** Answering a reply: sent, then the answer shows under the reply in the form's place. */
export const AnswerReply: Story = {
  play: async ({ args, canvasElement }) => {
    const active = within(cards(canvasElement)[0]!);
    const field = active.getByRole('textbox', { name: 'Deine Antwort an Maria Huber' });
    // Empty: the field says so, nothing is sent.
    await userEvent.click(active.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(field);
    await userEvent.paste('Ja, komm gern am Samstag.');
    await userEvent.click(active.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith(
        activeAd.id,
        unanswered.id,
        'Ja, komm gern am Samstag.',
      ),
    );
    await expect(await active.findByText('Ja, komm gern am Samstag.')).toBeVisible();
    await expect(active.queryByRole('textbox')).toBeNull();
  },
};

/** Changing the status: chosen, then saved with its button. */
export const ChangeStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const active = within(cards(canvasElement)[0]!);
    await userEvent.selectOptions(
      active.getByRole('combobox', { name: `Status von „${activeAd.title}“` }),
      'sold',
    );
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(active.getByRole('button', { name: 'Status speichern' }));
    await waitFor(() => expect(args.onChangeStatus).toHaveBeenCalledWith(activeAd.id, 'sold'));
  },
};

/** Deleting asks first; Escape keeps the ad and gives the focus back, yes deletes it. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const inactive = within(cards(canvasElement)[2]!);
    const trigger = inactive.getByRole('button', { name: /löschen$/ });
    await userEvent.click(trigger);
    await expect(
      inactive.getByText(/^Anzeige „Suche Heckhydraulik-Teile für Lintrac 100“ mit Bildern/),
    ).toBeVisible();
    const yes = inactive.getByRole('button', { name: 'Ja, löschen' });
    await waitFor(() => expect(yes).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inactive.getByRole('button', { name: /löschen$/ })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(inactive.getByRole('button', { name: /löschen$/ }));
    await userEvent.click(inactive.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(myAds[2]!.id));
  },
};

/** The question open, as a designer sees it. */
export const DeleteQuestionOpen: Story = {
  args: { ads: [activeAd] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /löschen$/ }));
    await expect(canvas.getByRole('group', { name: /löschen\?$/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { ads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du hast noch keine Anzeigen.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anzeige erstellen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/kleinanzeigen',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', ads: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', ads: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const button = canvas.getAllByRole('button', { name: 'Status speichern' })[0]!;
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
