import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EventSignUpBox } from '../../components/EventSignUpBox';
import {
  eventsMessagesLoader,
  fieldDayDetail,
  fullTrainingDetail,
  notRegistered,
  phoneViewport,
  webinarDetail,
} from '../../eventsStoryData';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { announcePlacesLeft } from '../../placesChange';
import { EventDetailView } from './EventDetailView';

const path = '/de/lindner-welt/news-events/events/feldtag-kundl-2027';
const calendarHref = 'https://portal.example/api/portal/events/feldtag-kundl-2027/calendar.ics';

const box = (overrides: Partial<Parameters<typeof EventSignUpBox>[0]> = {}) => (
  <EventSignUpBox
    state="signedOut"
    placesLeft={14}
    companionsAllowed={3}
    onSignIn={fn()}
    onRegister={fn(async () => true)}
    onChange={fn(async () => true)}
    onCancel={fn(async () => true)}
    onRetry={fn()}
    {...overrides}
  />
);

/** One event without the API: its facts, calendar file, description and sign-up box. */
const meta = {
  title: 'Portal/Events/Detail',
  component: EventDetailView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: { event: fieldDayDetail, calendarHref, signUp: box(), retryHref: path },
} satisfies Meta<typeof EventDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An on-site event as a visitor sees it (and the server renders it): venue with its map, date
 * and time, places, companions, the calendar file, the description and the sign-in.
 */
export const OnSite: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feldtag Kundl' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de/lindner-welt/news-events/events',
    );
    await expect(canvas.getByText('Mittwoch, 24. März 2027', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Lindner Werk Kundl')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Lindner Werk Kundl auf der Karte zeigen/ }),
    ).toHaveAttribute('href', expect.stringContaining('openstreetmap.org/?mlat=47.4667'));
    await expect(canvas.getAllByText('14 Plätze frei')).toHaveLength(2);
    await expect(canvas.getByText('Bis zu 3 Begleitpersonen pro Anmeldung')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In den Kalender (.ics)' })).toHaveAttribute(
      'href',
      calendarHref,
    );
    // The description is text: its markup shows as written, never as HTML.
    await expect(canvas.getByText(/<b>Festes Schuhwerk<\/b> empfohlen/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden und teilnehmen' })).toBeVisible();
  },
};

/**
 * A sign-up that goes through: the badge's and the facts' counts, islands of their own, follow
 * what the sign-up box announces.
 */
export const PlacesFollowSignUp: Story = {
  globals: { viewport: { value: 'lg' } },
  args: {
    signUp: box({
      state: 'open',
      registration: notRegistered,
      onRegister: fn(async (companions: number) => {
        announcePlacesLeft(fieldDayDetail.slug, 14 - 1 - companions);
        return true;
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('14 Plätze frei')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Begleitpersonen' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect(await canvas.findAllByText('11 Plätze frei')).toHaveLength(2);
    await expect(canvas.queryByText('14 Plätze frei')).toBeNull();
  },
};

/** An online event with unlimited places and no companions, signed in and open. */
export const OnlineSignedIn: Story = {
  args: {
    event: webinarDetail,
    signUp: box({
      state: 'open',
      registration: notRegistered,
      placesLeft: null,
      companionsAllowed: 0,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online: Den Link bekommst Du mit der Anmeldung.')).toBeVisible();
    await expect(canvas.getByText('Unbegrenzt')).toBeVisible();
    await expect(canvas.getByText('Keine Begleitpersonen möglich')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
  },
};

/** A full training: "ausgebucht" and no sign-up button. */
export const FullTraining: Story = {
  args: {
    event: fullTrainingDetail,
    signUp: box({
      state: 'full',
      registration: notRegistered,
      placesLeft: 0,
      companionsAllowed: 1,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('ausgebucht').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Ausgebucht')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /anmelden/i })).toBeNull();
  },
};

/**
 * The event could not be fetched: the error block, its Retry a link to the event again (it
 * works without a script).
 */
export const FetchFailed: Story = {
  args: { event: null, signUp: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Die Veranstaltung konnte nicht geladen werden.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/lindner/evenements/feldtag-kundl-2027' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute(
      'href',
      '/fr-fr/lindner/evenements',
    );
    await expect(canvas.getByText('Jusqu’à 3 accompagnants par inscription')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter et participer' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anmelden und teilnehmen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * An event staff wrote in German only, on the English page: its texts in German, marked so
 * (screen readers read them in German), and a note saying so.
 */
export const GermanOnlyOnEnglishPage: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/lindner/events/feldtag-kundl-2027' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Feldtag Kundl' });
    await expect(heading).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('This event is described in German only.')).toBeVisible();
    await expect(canvas.getByText(/Festes Schuhwerk/).closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
  },
};

/** The same event translated: nothing marked, no note. */
export const TranslatedOnEnglishPage: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/lindner/events/feldtag-kundl-2027' },
  args: {
    event: {
      ...fieldDayDetail,
      title: 'Field day in Kundl',
      teaser: 'Every Lintrac and Unitrac at work in the field, with test drives.',
      description: 'Sturdy shoes recommended.',
      textLanguage: 'en',
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Field day in Kundl' });
    await expect(heading).not.toHaveAttribute('lang');
    await expect(canvas.queryByText('This event is described in German only.')).toBeNull();
  },
};
