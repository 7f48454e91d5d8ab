import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EventSignUpBox } from '../../components/EventSignUpBox';
import {
  eligible,
  eventsMessagesLoader,
  notRegistered,
  openTrainingDetail,
  phoneViewport,
} from '../../eventsStoryData';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { TrainingDetailView } from './TrainingDetailView';

const calendarHref =
  'https://portal.example/api/portal/events/fahrertraining-lintrac-maerz/calendar.ics';

const box = (overrides: Partial<Parameters<typeof EventSignUpBox>[0]> = {}) => (
  <EventSignUpBox
    state="open"
    registration={notRegistered}
    placesLeft={5}
    companionsAllowed={1}
    onSignIn={fn()}
    onRegister={fn(async () => true)}
    onChange={fn(async () => true)}
    onCancel={fn(async () => true)}
    onRetry={fn()}
    {...overrides}
  />
);

/** One driver training without the API: its facts, the conditions and the sign-up box. */
const meta = {
  title: 'Portal/Trainings/Detail',
  component: TrainingDetailView,
  parameters: {
    layout: 'fullscreen',
    route: '/de/mein-lindner/fahrertrainings/fahrertraining-lintrac-maerz',
  },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    training: openTrainingDetail,
    eligibility: eligible,
    calendarHref,
    signUp: box(),
  },
} satisfies Meta<typeof TrainingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every condition met: the facts and the open sign-up with one companion at most. */
export const Open: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Fahrertraining Lintrac' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Fahrertrainings' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fahrertrainings',
    );
    await expect(canvas.getByText('Graz, Steiermark', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Begleitpersonen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In den Kalender (.ics)' })).toHaveAttribute(
      'href',
      calendarHref,
    );
  },
};

/** The customer number is missing: named with its fix, and no sign-up. */
export const ConditionsMissing: Story = {
  args: {
    eligibility: { ...eligible, customerNumber: false },
    signUp: box({ state: 'conditionsMissing' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Eine Kundennummer in Deinem Profil.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profil vervollständigen' })).toBeVisible();
    await expect(
      canvas.getByText('Für dieses Fahrertraining fehlt Dir noch eine Voraussetzung.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jetzt anmelden' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', training: null, signUp: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fahrertrainings' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', training: null, signUp: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Signed up, in French on a phone. */
export const RegisteredFrenchOnPhone: Story = {
  parameters: {
    ...phoneViewport,
    route: '/fr/mon-lindner/formation/fahrertraining-lintrac-maerz',
  },
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  args: {
    eligibility: { ...eligible, attendedBefore: true },
    signUp: box({
      state: 'registered',
      registration: { registered: true, companions: 0, registeredAt: null, placesLeft: 4 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous êtes inscrit.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Toutes les formations à la conduite' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
