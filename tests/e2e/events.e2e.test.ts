import { localizePath, locales } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signIn,
  signInAt,
  type BrowserSession,
} from './browser';
import { collectChunks, islandsOf } from './pageWatch';

// Issue 17's events and driver trainings: the farmer signs up with companions, changes them and
// signs out; a full event offers no sign-up; the newcomer learns what a training needs; the list
// is whole without JavaScript in every locale. The seed (apps/api/src/seed/events.ts) holds the
// open `hoftag-rosenheim` (40 places, up to 2 companions) and the full `werksfuehrung-kundl`.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const openEvent = 'hoftag-rosenheim';
const openEventTitle = 'Hoftag bei Landtechnik Innauen in Rosenheim';
const fullEvent = 'werksfuehrung-kundl';
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface ListedEvent {
  slug: string;
  title: string;
  training: boolean;
  placesLeft: number | null;
}

/** The upcoming events as the API lists them (soonest first), with a query string. */
async function listedEvents(search = ''): Promise<ListedEvent[]> {
  const response = await fetch(`${api}/events${search}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { data: { events: ListedEvent[] } } };
  return data.data.events;
}

async function placesLeftOf(slug: string) {
  const response = await fetch(`${api}/events/${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { data: ListedEvent } }).data.data.placesLeft;
}

/** The event slugs the list's cards link to, in the page's order. */
const shownSlugs = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a')?.getAttribute('href')?.split('/').pop()),
    );

describe('events', () => {
  it('signs the farmer up with two companions, changes to one, and signs out again', async () => {
    const placesBefore = await placesLeftOf(openEvent);
    expect(placesBefore).toBe(40);
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const chunks = collectChunks(page);
    const eventPath = localizePath('event-detail', { slug: openEvent }, 'de-at');
    await openPortalPage(page, `${portal}${eventPath}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      openEventTitle,
    );
    // An island page: the sign-up box and the two places counts hydrate alone; neither the app
    // that hydrates pages whole nor the page's own module come to the browser.
    await expect(islandsOf(page)).resolves.toEqual([
      'event-places: mounted',
      'event-places: mounted',
      'event-sign-up: mounted',
    ]);
    await page.waitForLoadState('networkidle');
    expect(chunks).toContain('event-sign-up');
    expect(chunks).not.toContain('portal');
    expect(chunks).not.toContain('event-detail');
    await expect(page.locator('#router-state').count()).resolves.toBe(0);
    const box = page.getByRole('region', { name: 'Teilnehmen' });
    await box.getByRole('button', { name: 'Anmelden und teilnehmen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    await signIn(page, 'farmer');
    await page.waitForURL(`${portal}${eventPath}`);

    await box.getByLabel('Begleitpersonen').selectOption('2');
    await box.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await box.getByText('Du bist mit 2 Begleitpersonen angemeldet.').waitFor();
    // The island brings its toasts along, as the portal shows them.
    await page.getByText('Veranstaltung registriert: Du bist angemeldet.').first().waitFor();
    // The farmer and two companions take three places.
    await expect(placesLeftOf(openEvent)).resolves.toBe(37);
    // The page's own count follows.
    await page.getByRole('main').getByText('37 Plätze frei').first().waitFor();

    const mailbox = await context.newPage();
    await mailbox.goto(`${portal}/dev/mailbox`);
    const mail = mailbox
      .locator('article')
      .filter({ hasText: 'josef.brunner@example.com' })
      .filter({ hasText: `Deine Anmeldung: ${openEventTitle}` })
      .first();
    await expect(mail.innerText()).resolves.toMatch(/2 Begleitpersonen/);
    await mailbox.close();

    await box.getByRole('button', { name: 'Begleitpersonen ändern' }).click();
    await box.getByLabel('Begleitpersonen').selectOption('1');
    await box.getByRole('button', { name: 'Änderung speichern' }).click();
    await box.getByText('Du bist mit 1 Begleitperson angemeldet.').waitFor();
    await expect(placesLeftOf(openEvent)).resolves.toBe(38);
    await page.getByRole('main').getByText('38 Plätze frei').first().waitFor();

    await box.getByRole('button', { name: 'Abmelden' }).click();
    await box.getByRole('button', { name: 'Ja, abmelden' }).click();
    await box.getByRole('button', { name: 'Jetzt anmelden' }).waitFor();
    await expect(placesLeftOf(openEvent)).resolves.toBe(40);

    // A full event says so and offers no sign-up.
    await openPortalPage(
      page,
      `${portal}${localizePath('event-detail', { slug: fullEvent }, 'de-at')}`,
    );
    await box.getByText('Ausgebucht', { exact: true }).waitFor();
    await expect(box.getByRole('button').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows an event whole with JavaScript switched off: facts, places, calendar file and sign-in', async () => {
    const places = await placesLeftOf(openEvent);
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(
      `${portal}${localizePath('event-detail', { slug: openEvent }, 'de-at')}`,
    );
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      openEventTitle,
    );
    // The badge and the facts' count, each an island, are in the server's HTML.
    await expect(main.getByText(`${places} Plätze frei`, { exact: true }).count()).resolves.toBe(2);
    await expect(
      main.getByRole('link', { name: 'In den Kalender (.ics)' }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`/events/${openEvent}/calendar\\.ics$`));
    await expect(
      main.getByRole('link', { name: 'Alle Veranstaltungen' }).getAttribute('href'),
    ).resolves.toBe(localizePath('events', {}, 'de-at'));
    await expect(
      main
        .getByRole('region', { name: 'Teilnehmen' })
        .getByRole('button', { name: 'Anmelden und teilnehmen' })
        .count(),
    ).resolves.toBe(1);
    await context.close();
  });

  it('tells the newcomer that a training needs a customer number and an approved vehicle', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const trainingsPath = localizePath('trainings', {}, 'de-at');
    await signInAt(page, `${portal}${trainingsPath}`, 'newcomer');
    const main = page.getByRole('main');
    await main.getByText('Eine Kundennummer in Deinem Profil.').waitFor();
    await main
      .getByText('Ein von Lindner freigegebenes Fahrzeug in Deinem Fuhrpark.', { exact: false })
      .waitFor();
    await expect(
      main.getByRole('link', { name: 'Profil vervollständigen' }).getAttribute('href'),
    ).resolves.toBe(localizePath('profile', {}, 'de-at'));
    await expect(
      main.getByRole('link', { name: 'Fahrzeug hinzufügen' }).getAttribute('href'),
    ).resolves.toBe(localizePath('fleet-add-vehicle', {}, 'de-at'));
    await context.close();
  });

  it('lists the upcoming events in every locale with JavaScript switched off', async () => {
    const expected = (await listedEvents()).map((event) => event.slug);
    expect(expected).toContain(openEvent);
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const titles = { de: 'Veranstaltungen', en: 'Events', fr: 'Événements' };
    for (const locale of locales) {
      const response = await page.goto(`${portal}${localizePath('events', {}, locale)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        titles[locale.slice(0, 2) as keyof typeof titles],
      );
      await expect(shownSlugs(page)).resolves.toEqual(expected);
    }

    // The filter is a plain form: trainings only, without a script.
    const trainings = (await listedEvents('?training=true')).map((event) => event.slug);
    expect(trainings.length).toBeGreaterThanOrEqual(4);
    await page.goto(`${portal}${localizePath('events', {}, 'de-at')}`);
    await page.getByRole('checkbox', { name: 'Nur Fahrertrainings' }).check();
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.waitForURL((url) => url.searchParams.get('training') === 'true');
    await expect(shownSlugs(page)).resolves.toEqual(trainings);
    await context.close();
  });

  it('shows an English visitor an event in English, and one written only in German marked so', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(
      `${portal}${localizePath('event-detail', { slug: openEvent }, 'en')}`,
    );
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1 });
    await expect(heading.textContent()).resolves.toBe(
      'Open Day at Landtechnik Innauen in Rosenheim',
    );
    await expect(heading.getAttribute('lang')).resolves.toBeNull();
    await expect(main.getByText('This event is described in German only.').count()).resolves.toBe(
      0,
    );

    // The field day in Eastern Styria has no translation: German, marked, with a note.
    await page.goto(`${portal}${localizePath('events', {}, 'en')}`);
    const card = main.getByRole('article').filter({ hasText: 'Feldtag Oststeiermark' });
    await expect(card.getByRole('heading').getAttribute('lang')).resolves.toBe('de');
    await page.goto(
      `${portal}${localizePath('event-detail', { slug: 'feldtag-oststeiermark' }, 'en')}`,
    );
    await expect(heading.getAttribute('lang')).resolves.toBe('de');
    await expect(main.getByText('This event is described in German only.').count()).resolves.toBe(
      1,
    );
    await context.close();
  });
});
