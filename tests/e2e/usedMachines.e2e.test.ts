import { localizePath } from '@lindner/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signIn,
  type BrowserSession,
  waitForPortal,
} from './browser';
import { collectErrors } from './pageWatch';

// Issue 16's used machines as a visitor and as the farmer: a search kept in the address, an
// inquiry, bookmarks and their comparison, and a saved search that mails a new match.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const listPath = localizePath('used-machines', {}, 'de-at');
const bookmarksPath = localizePath('bookmarks', {}, 'de-at');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface ListedMachine {
  id: string;
  identifier: string;
  horsepower: number | null;
  yearOfConstruction: number | null;
  priceCents: number | null;
}

/** Every machine on offer, from the API's plain list (newest first), 48 at a time. */
async function everyMachine(): Promise<ListedMachine[]> {
  const machines: ListedMachine[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${api}/machines?size=48&page=${page}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { data: { machines: ListedMachine[]; total: number } };
    };
    machines.push(...data.data.machines);
    if (machines.length >= data.data.total) return machines;
  }
}

/** The machine ids the result cards link to, in the page's order. */
const shownIds = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a')?.getAttribute('href')?.split('/').pop()),
    );

/** The machine ids the API lists for a search (its first page, as the list shows it). */
async function listedIds(search: string): Promise<string[]> {
  const response = await fetch(`${api}/machines${search}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { data: { machines: ListedMachine[] } } };
  return data.data.machines.map((machine) => machine.id);
}

/** The addresses of the scripts a page asks for. */
function requestedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

describe('used machines', () => {
  it('filters by horsepower and year, sorts by price, and finds the same search after a detail', async () => {
    // What the search must show, worked out here from every machine's own figures: at least
    // 100 hp, built 2018 or later, cheapest first (machines "on request" have no price: last;
    // the API breaks ties by id).
    const expected = (await everyMachine())
      .filter(
        (machine) => (machine.horsepower ?? 0) >= 100 && (machine.yearOfConstruction ?? 0) >= 2018,
      )
      .sort(
        (a, b) => (a.priceCents ?? Infinity) - (b.priceCents ?? Infinity) || (a.id < b.id ? -1 : 1),
      )
      .map((machine) => machine.id);
    expect(expected.length).toBeGreaterThan(12);

    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}${listPath}`);
    const filters = page.getByRole('form', { name: 'Filter' });
    await filters.getByRole('group', { name: 'Leistung in PS' }).getByLabel('von').fill('100');
    await filters.getByRole('group', { name: 'Baujahr' }).getByLabel('von').fill('2018');
    await filters.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('hpMin') === '100' && url.searchParams.get('yearMin') === '2018',
    );
    // The filters are a GET form: the search's page loads, and its order is an island.
    await waitForPortal(page);
    await page.getByLabel('Sortieren nach').selectOption({ label: 'Preis aufsteigend' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    const searchAddress = page.url();
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 12));

    // Down the list to the tenth machine, into its detail and back.
    const tenth = page.getByRole('main').getByRole('article').nth(9);
    await tenth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await tenth.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== new URL(searchAddress).pathname);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(searchAddress);
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 12));
    await expect(
      filters.getByRole('group', { name: 'Leistung in PS' }).getByLabel('von').inputValue(),
    ).resolves.toBe('100');
    await expect(
      filters.getByRole('group', { name: 'Baujahr' }).getByLabel('von').inputValue(),
    ).resolves.toBe('2018');
    await expect(page.getByLabel('Sortieren nach').inputValue()).resolves.toBe('priceAsc');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.close();
  });

  it('sends an inquiry about a machine to its contact, once the privacy consent is given', async () => {
    const [machine] = await everyMachine();
    const page = await session.context.newPage();
    await openPortalPage(
      page,
      `${portal}${localizePath('used-machine-detail', { id: machine!.id }, 'de-at')}`,
    );
    const form = page.getByRole('main').locator('form').last();
    await form.getByLabel('Name').fill('Anna Berger');
    await form.getByLabel('E-Mail').fill('anna.berger@example.com');
    await form.getByLabel('Nachricht').fill(`Ist die ${machine!.identifier} noch zu haben?`);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    const consent = form.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true');
    await consent.click();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const mailbox = await session.context.newPage();
    await mailbox.goto(`${portal}/dev/mailbox`);
    const mail = mailbox
      .locator('article')
      .filter({ hasText: 'anna.berger@example.com' })
      .filter({ hasText: machine!.identifier })
      .first();
    await expect(mail.innerText()).resolves.toContain(
      `Ist die ${machine!.identifier} noch zu haben?`,
    );
    await mailbox.close();
    await page.close();
  });

  it('bookmarks two machines as a visitor, compares them, and keeps them in the account after signing in', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    await openPortalPage(page, `${portal}${listPath}`);
    const cards = page.getByRole('main').getByRole('article');
    const chosen = (await shownIds(page)).slice(0, 2) as string[];
    for (const index of [0, 1]) {
      const button = cards.nth(index).getByRole('button', { name: /^Merken/ });
      await button.click();
      await expect
        .poll(() =>
          cards
            .nth(index)
            .getByRole('button', { name: /^Gemerkt/ })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
    }
    await page.getByText('Merkliste: 2 Maschinen').waitFor();
    await page.getByRole('link', { name: 'Vergleichen' }).click();
    await page.waitForURL(
      (url) => url.pathname === localizePath('used-machines-compare', {}, 'de-at'),
    );
    const table = page.getByRole('table', { name: 'Vergleich der Maschinen' });
    await table.waitFor();
    // One column per machine, each linking to its detail; the rows that differ are marked.
    const linked = await table
      .getByRole('link', { name: 'Zur Maschine' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()));
    expect([...linked].sort()).toEqual([...chosen].sort());
    await expect(table.getByText('Unterschiedlich').count()).resolves.toBeGreaterThan(0);

    // Signed in, the device's bookmarks move into the farmer's account.
    await page.goto(`${portal}${bookmarksPath}`);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'farmer');
    await page.waitForURL(`${portal}${bookmarksPath}`);
    const bookmarked = page.getByRole('region', { name: 'Gemerkte Maschinen' });
    await expect
      .poll(() =>
        bookmarked
          .getByRole('article')
          .evaluateAll((rows) =>
            rows.map((row) => row.querySelector('a')?.getAttribute('href')?.split('/').pop()),
          )
          .then((ids) => ids.sort()),
      )
      .toEqual([...chosen].sort());
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    await context.close();
  });

  it('saves a search as the farmer and mails a machine listed after it, with a link to end it', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    // At least 145 hp and built 2025 or later.
    await openPortalPage(page, `${portal}${listPath}?hpMin=145&yearMin=2025`);
    await page.getByRole('link', { name: 'Suche speichern' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'farmer');
    await page.waitForURL((url) => url.pathname === bookmarksPath);
    const name = page.getByLabel('Name des Suchauftrags');
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Starke neue Traktoren');
    await page.getByRole('button', { name: 'Suchauftrag speichern' }).click();
    const searches = page.getByRole('region', { name: 'Suchaufträge' });
    await searches.getByText('Starke neue Traktoren').waitFor();

    // A machine that matches is listed now, and the daily job runs.
    const listed = await fetch(`${portal}/dev/machines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ horsepower: 150, yearOfConstruction: 2025, type: 'used' }),
    });
    expect(listed.status).toBe(200);
    const { id } = (await listed.json()) as { id: string };
    const job = await fetch(`${portal}/dev/jobs/machine-search-mails`, { method: 'POST' });
    expect(job.status).toBe(200);
    await expect(job.json()).resolves.toEqual({ mailed: 1 });

    const mailbox = await context.newPage();
    await mailbox.goto(`${portal}/dev/mailbox`);
    const mail = mailbox
      .locator('article')
      .filter({ hasText: 'josef.brunner@example.com' })
      .filter({ hasText: 'Starke neue Traktoren' })
      .first();
    const detail = `${portal}${localizePath('used-machine-detail', { id }, 'de-at')}`;
    await expect(mail.locator(`a[href="${detail}"]`).count()).resolves.toBe(1);
    const end = mail.locator('a[href*="/suchauftrag-beenden/"]');
    await end.click();
    await waitForPortal(mailbox);
    // The end page is the server's HTML with one island, the search and its button.
    await expect(
      mailbox
        .locator('[data-lindner-island="saved-search-end"]')
        .getAttribute('data-lindner-mounted'),
    ).resolves.toBe('mounted');
    await expect(mailbox.locator('#router-state').count()).resolves.toBe(0);
    await mailbox.getByRole('button', { name: 'Suchauftrag beenden' }).click();
    await mailbox
      .getByText(
        'Der Suchauftrag „Starke neue Traktoren“ ist beendet. Du bekommst dazu keine E-Mails mehr.',
      )
      .waitFor();
    await context.close();
  });

  it('renders the list and a machine on the server, and hydrates only their islands', async () => {
    const [machine] = await everyMachine();
    const page = await session.context.newPage();
    const scripts = requestedScripts(page);
    const errors = collectErrors(page);
    const pages = [
      [listPath, ['machine-bookmark', 'machine-bookmark-bar', 'machine-sort']],
      [
        localizePath('used-machine-detail', { id: machine!.id }, 'de-at'),
        ['machine-bookmark', 'machine-gallery', 'machine-inquiry'],
      ],
    ] as const;
    for (const [path, islands] of pages) {
      scripts.length = 0;
      await openPortalPage(page, `${portal}${path}`);
      await page.waitForLoadState('networkidle');
      const shown = await page
        .locator('[data-lindner-island]')
        .evaluateAll((elements) =>
          elements.map((element) => [
            (element as HTMLElement).dataset.lindnerIsland,
            (element as HTMLElement).dataset.lindnerMounted,
          ]),
        );
      expect([...new Set(shown.map(([name]) => name))].sort()).toEqual(islands);
      expect(shown.filter(([, mounted]) => mounted !== 'mounted')).toEqual([]);
      // The texts travel once per island name: the cards' buttons share the first one's.
      const withTexts = await page
        .locator('script[data-lindner-island-data]')
        .evaluateAll(
          (scripts) =>
            scripts.filter((script) => 'messages' in JSON.parse(script.textContent ?? '{}')).length,
        );
      expect(withTexts).toBe(islands.length);
      // Neither the portal's whole-page start nor the page's own module: only the islands' code.
      expect(
        scripts.filter((url) =>
          /\/assets\/(portal|used-machines|used-machine-detail)-[\w-]{8}\.js$/.test(url),
        ),
      ).toEqual([]);
      await expect(page.locator('#router-state').count()).resolves.toBe(0);
      // Each island is a root of its own: no element id may repeat across them and the page.
      const ids = await page
        .locator('[id]')
        .evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters, sorts and pages the list without JavaScript', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${portal}${listPath}`);
    const filters = page.getByRole('form', { name: 'Filter' });
    await filters.getByRole('group', { name: 'Leistung in PS' }).getByLabel('von').fill('100');
    await filters.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await page.waitForURL((url) => url.searchParams.get('hpMin') === '100');
    await expect(shownIds(page)).resolves.toEqual(await listedIds('?hpMin=100'));

    // The order's own form keeps the filters; its button sends it.
    await page.getByLabel('Sortieren nach').selectOption({ label: 'Preis aufsteigend' });
    await page.getByRole('button', { name: 'Sortieren', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    expect(new URL(page.url()).searchParams.get('hpMin')).toBe('100');
    await expect(shownIds(page)).resolves.toEqual(await listedIds('?hpMin=100&sort=priceAsc'));

    await page
      .getByRole('navigation', { name: 'Seiten der Ergebnisse' })
      .getByRole('link', { name: 'Nächste Seite' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect(shownIds(page)).resolves.toEqual(
      await listedIds('?hpMin=100&sort=priceAsc&page=2'),
    );
    await context.close();
  });
});
