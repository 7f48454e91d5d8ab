import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { interestsFormValues } from '../../settingsForms';
import { withDrafts } from '../../../../shared/storybook/drafts';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import {
  newcomerSettings,
  neverAnswers,
  pendingNewsletterSettings,
  saved as savedOutcome,
  subscribedSettings,
} from '../../../../shared/storybook/profileData';
import { InterestsView } from './InterestsView';

/** The interests tab: newsletter topics, once the newsletter subscription is confirmed. */
const meta = {
  title: 'Portal/Settings/Interests',
  component: InterestsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/einstellungen' },
  loaders: [portalMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    settings: subscribedSettings,
    saved: interestsFormValues(subscribedSettings),
    onSubmit: fn(savedOutcome),
  },
} satisfies Meta<typeof InterestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkboxes = (root: HTMLElement) => [...root.querySelectorAll('button[role="checkbox"]')];

/** Subscribed: the topics, chosen ones ticked; a change is saved. */
export const Subscribed: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = checkboxes(canvasElement);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toBeChecked();
    await userEvent.click(boxes[1]!);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      interests: ['tractors', 'telematics', 'bestOnTheMountain'],
    });
  },
};

export const SubscribedInFrench: Story = { ...Subscribed, globals: { locale: 'fr' } };

export const Submitting: Story = {
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('button[type="submit"]')!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Not subscribed: no topics, a way to the newsletter instead. */
export const NotSubscribed: Story = {
  args: { settings: newcomerSettings, saved: interestsFormValues(newcomerSettings) },
  play: async ({ canvas, canvasElement }) => {
    await expect(checkboxes(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(newsletter-kontakt|newsletter-contact|infolettre-et-contact)$/),
    );
  },
};

export const PendingConfirmation: Story = {
  ...NotSubscribed,
  args: {
    settings: pendingNewsletterSettings,
    saved: interestsFormValues(pendingNewsletterSettings),
  },
};

export const FetchError: Story = {
  args: { state: 'error', settings: null, saved: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
