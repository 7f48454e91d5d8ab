import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { contactFormValues } from '../../settingsForms';
import { withDrafts } from '../../../../shared/storybook/drafts';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import {
  newcomerSettings,
  neverAnswers,
  pendingNewsletterSettings,
  saved as savedOutcome,
  segmentNotSetUpSettings,
  subscribedSettings,
} from '../../../../shared/storybook/profileData';
import { NewsletterContactView } from './NewsletterContactView';

/** The newsletter-and-contact tab in each newsletter state, and the contact channel. */
const meta = {
  title: 'Portal/Settings/NewsletterContact',
  component: NewsletterContactView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/einstellungen/newsletter-kontakt' },
  loaders: [portalMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    settings: newcomerSettings,
    savedContact: contactFormValues(newcomerSettings),
    onSubscribe: fn(savedOutcome),
    onUnsubscribe: fn(savedOutcome),
    onSubmitContact: fn(savedOutcome),
  },
} satisfies Meta<typeof NewsletterContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) =>
  root.querySelector('[data-newsletter-status]')?.getAttribute('data-newsletter-status');
const sectionButtons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>('section:first-of-type button'),
];

/** Not subscribed: one button subscribes. */
export const NotSubscribed: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(status(canvasElement)).toBe('notSubscribed');
    const buttons = sectionButtons(canvasElement);
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledOnce());
  },
};

export const Subscribing: Story = {
  args: { onSubscribe: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const [subscribe] = sectionButtons(canvasElement);
    await userEvent.click(subscribe!);
    await waitFor(() => expect(subscribe).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses (already subscribed, say): its message. */
export const SubscribeRefused: Story = {
  args: {
    onSubscribe: fn(async () => ({
      ok: false as const,
      message: serverText('server.settings.alreadySubscribed'),
      fieldErrors: {},
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(sectionButtons(canvasElement)[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /bereits ein Newsletter-Abonnement/,
    );
  },
};

/** Confirmation pending: the address, when the e-mail went out, send again or cancel. */
export const PendingConfirmation: Story = {
  args: {
    settings: pendingNewsletterSettings,
    savedContact: contactFormValues(pendingNewsletterSettings),
  },
  play: async ({ args, canvasElement }) => {
    await expect(status(canvasElement)).toBe('pending');
    await expect(canvasElement).toHaveTextContent('lena.gruber@example.com');
    const buttons = sectionButtons(canvasElement);
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledOnce());
  },
};

export const PendingConfirmationInFrench: Story = {
  ...PendingConfirmation,
  globals: { locale: 'fr' },
};

/** Subscribed: unsubscribe; the contact channel chosen. */
export const Subscribed: Story = {
  args: { settings: subscribedSettings, savedContact: contactFormValues(subscribedSettings) },
  play: async ({ args, canvasElement }) => {
    await expect(status(canvasElement)).toBe('subscribed');
    const buttons = sectionButtons(canvasElement);
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(args.onUnsubscribe).toHaveBeenCalledOnce());
    await expect(canvasElement.querySelector('[role="radio"][aria-checked="true"]')).not.toBeNull();
  },
};

/** The newsletter's segment is not set up: nobody can subscribe. */
export const SegmentNotSetUp: Story = {
  args: {
    settings: segmentNotSetUpSettings,
    savedContact: contactFormValues(segmentNotSetUpSettings),
  },
  play: async ({ canvasElement }) => {
    await expect(sectionButtons(canvasElement)).toHaveLength(0);
  },
};

/** The contact channel chosen with the keyboard and saved. */
export const ContactChannelSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const radios = canvasElement.querySelectorAll<HTMLElement>('[role="radio"]');
    await userEvent.click(radios[2]!);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() =>
      expect(args.onSubmitContact).toHaveBeenCalledWith({ contactChannel: 'sms' }),
    );
  },
};

export const ContactChannelServerError: Story = {
  args: {
    onSubmitContact: fn(async () => ({ ok: false as const, message: null, fieldErrors: {} })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement.querySelectorAll<HTMLElement>('[role="radio"]')[0]!);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
