import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { EventSignUpBox } from './EventSignUpBox';
import { ConditionsLink, OnlineLink } from './EventSignUpLinks';
import {
  eventsMessagesLoader,
  notRegistered,
  phoneViewport,
  registeredWithTwo,
} from '../eventsStoryData';

/** The sign-up box of an event or a training, without sign-on and API: each state. */
const meta = {
  title: 'Portal/Events/SignUpBox',
  component: EventSignUpBox,
  parameters: { route: '/de/lindner-welt/news-events/events/feldtag-kundl-2027' },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    state: 'open',
    registration: notRegistered,
    placesLeft: 14,
    companionsAllowed: 3,
    onSignIn: fn(),
    onRegister: fn(async () => true),
    onChange: fn(async () => true),
    onCancel: fn(async () => true),
    onRetry: fn(),
  },
} satisfies Meta<typeof EventSignUpBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: a button that signs in and comes back here. */
export const SignedOut: Story = {
  args: { state: 'signedOut', registration: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Teilnehmen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden und teilnehmen' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A visitor at a full event: "ausgebucht", and no button to sign up. */
export const SignedOutFull: Story = {
  args: { state: 'signedOut', registration: undefined, placesLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ausgebucht')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', registration: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByText('Deine Anmeldung wird geladen')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: 'loadFailed', registration: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Open with places left: the companions (as far as the event and its places allow), then sign up. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const companions = canvas.getByRole('combobox', { name: 'Begleitpersonen' });
    await expect(companions).toHaveValue('0');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(companions, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect(args.onRegister).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('heading', { name: 'Teilnehmen' })).toHaveFocus();
  },
};

/** Only two places left: one for the user, one companion at most. */
export const OpenFewPlaces: Story = {
  args: { placesLeft: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Keine Begleitperson',
      '1 Begleitperson',
    ]);
  },
};

/**
 * The server refused (409 "ausgebucht" meanwhile): its message as an alert, and the companions
 * chosen stay for another try.
 */
export const RefusedKeepsCompanions: Story = {
  args: {
    onRegister: fn(async () => false),
    error: 'Die Veranstaltung ist ausgebucht.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Veranstaltung ist ausgebucht.');
    const companions = canvas.getByRole('combobox', { name: 'Begleitpersonen' });
    await userEvent.selectOptions(companions, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect(args.onRegister).toHaveBeenCalledWith(3);
    await expect(companions).toHaveValue('3');
  },
};

/** Signed in at a full event: "ausgebucht", and no button to sign up. */
export const Full: Story = {
  args: { state: 'full', placesLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ausgebucht')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A training whose conditions the user lacks: the way to them, no sign-up. */
export const ConditionsMissing: Story = {
  args: {
    state: 'conditionsMissing',
    conditionsLink: (
      <ConditionsLink href="/de/mein-lindner/fahrertrainings/fahrertraining-lintrac-maerz" />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voraussetzungen ansehen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fahrertrainings/fahrertraining-lintrac-maerz',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Signed up with two companions: change them, or sign out after a question. */
export const Registered: Story = {
  args: { state: 'registered', registration: registeredWithTwo, placesLeft: 11 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Du bist mit 2 Begleitpersonen angemeldet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Begleitpersonen ändern' }));
    const companions = canvas.getByRole('combobox', { name: 'Begleitpersonen' });
    await expect(companions).toHaveFocus();
    await expect(companions).toHaveValue('2');
    await userEvent.selectOptions(companions, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderung speichern' }));
    await expect(args.onChange).toHaveBeenCalledWith(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await expect(
      canvas.getByText('Möchtest Du Dich wirklich von dieser Veranstaltung abmelden?'),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/**
 * Signed up alone for an online event without companions: the way in to it, no change, only
 * sign out.
 */
export const RegisteredOnline: Story = {
  args: {
    state: 'registered',
    registration: { ...registeredWithTwo, companions: 0 },
    companionsAllowed: 0,
    placesLeft: null,
    onlineLink: <OnlineLink url="https://meet.example/lindner-traclink" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du bist angemeldet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zur Online-Veranstaltung/ })).toHaveAttribute(
      'href',
      'https://meet.example/lindner-traclink',
    );
    await expect(canvas.queryByRole('button', { name: 'Begleitpersonen ändern' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  },
};

export const RegisteredFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    state: 'registered',
    registration: { ...registeredWithTwo, companions: 1 },
    error: 'Erreur lors de l’inscription. Veuillez contacter le service client.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous êtes inscrit avec 1 accompagnant.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier les accompagnants' })).toBeVisible();
  },
};

export const OpenOnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
