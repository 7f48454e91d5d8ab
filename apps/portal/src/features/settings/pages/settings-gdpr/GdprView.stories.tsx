import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consentsFormValues } from '../../settingsForms';
import { withDrafts } from '../../../../shared/storybook/drafts';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import {
  newcomerSettings,
  neverAnswers,
  saved as savedOutcome,
  subscribedSettings,
} from '../../../../shared/storybook/profileData';
import { GdprView } from './GdprView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

/** The GDPR tab: each consent pending, accepted or declined, and the decisions so far. */
const meta = {
  title: 'Portal/Settings/Gdpr',
  component: GdprView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/einstellungen/dsgvo' },
  loaders: [portalMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    settings: newcomerSettings,
    saved: consentsFormValues(newcomerSettings),
    onSubmit: fn(savedOutcome),
  },
} satisfies Meta<typeof GdprView>;

export default meta;
type Story = StoryObj<typeof meta>;

const radioGroups = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[role="radiogroup"]'),
];
const radiosOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>('[role="radio"]')];

/** All pending: nothing chosen; accepting one sends only that one. */
export const AllPending: Story = {
  play: async ({ args, canvasElement }) => {
    const groups = radioGroups(canvasElement);
    await expect(groups).toHaveLength(4);
    await expect(canvasElement.querySelector('[role="radio"][aria-checked="true"]')).toBeNull();
    await userEvent.click(radiosOf(groups[1]!)[0]!);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ images: 'accepted' }));
  },
};

/** Accepted, declined and pending side by side, with the history of decisions. */
export const AcceptedDeclinedPending: Story = {
  args: { settings: subscribedSettings, saved: consentsFormValues(subscribedSettings) },
  play: async ({ args, canvasElement }) => {
    const [terms, images, reference] = radioGroups(canvasElement);
    await expect(radiosOf(terms!)[0]).toHaveAttribute('aria-checked', 'true');
    await expect(radiosOf(images!)[1]).toHaveAttribute('aria-checked', 'true');
    await expect(reference!.querySelector('[aria-checked="true"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
    await userEvent.click(radiosOf(images!)[0]!);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ images: 'accepted' }));
  },
};

export const AcceptedDeclinedPendingInFranceFrench: Story = {
  ...AcceptedDeclinedPending,
  globals: { locale: 'fr-fr' },
};

export const Submitting: Story = {
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('button[type="submit"]')!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => ({
      ok: false as const,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { images: serverText(fieldErrorMessages.option) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/angebotenen Möglichkeiten/);
  },
};

export const Loading: Story = {
  args: { state: 'loading', settings: null, saved: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
