import { localizePath } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signIn,
  type BrowserSession,
} from './browser';
import { collectErrors, islandsOf } from './pageWatch';

// Issue 30 point 3, user reports (apps/portal/src/features/user-reports, apps/api/src/modules/
// user-reports): the farmer writes one signed in, a visitor one without signing in, at SPEC.md's
// literal path; neither is public before the editorial review. The seed's approved reports
// (apps/api/src/seed/userReports.ts) read without JavaScript and on a phone. The reports this
// file writes are its own (their titles carry the run's time).
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const run = Date.now();
const createPath = '/de-at/community/anwenderberichte/erstellen';
const listPath = localizePath('user-reports', {}, 'de-at');
const seeded = {
  slug: 'lintrac-130-im-steilhang',
  title: 'Im Steilhang sicher unterwegs',
  writer: 'Martina aus Tirol',
  email: 'martina.demo@example.com',
  pending: 'unitrac-122-erste-eindruecke',
};
const success =
  'Vielen Dank für Deinen Bericht! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.';

/** A 1 × 1 PNG, as a phone's picture would be, only smaller. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The published reports' titles as the API lists them (the first page, newest first). */
async function publishedTitles(): Promise<string[]> {
  const response = await fetch(`${api}/user-reports`, { headers: { 'accept-language': 'de-AT' } });
  expect(response.status).toBe(200);
  const { reports } = (
    (await response.json()) as { data: { data: { reports: { title: string }[] } } }
  ).data.data;
  return reports.map((report) => report.title);
}

/** Fills the form as a writer does, with one picture, and waits until the picture is uploaded. */
async function writeReport(page: Page, { title, firstName }: { title: string; firstName: string }) {
  const form = page.getByRole('form', { name: 'Anwenderbericht schreiben' });
  await form.getByRole('combobox', { name: 'Modell' }).selectOption('lintrac-130');
  await form.getByRole('textbox', { name: 'Überschrift' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Dein Bericht' })
    .fill('Wir mähen mit dem Lintrac Hänge bis 60 % Neigung.\nSicher und ohne Rutschen.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'hang.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await form.getByRole('button', { name: 'Bild „hang.png“ entfernen' }).waitFor();
  await form.getByText('Wird hochgeladen …').waitFor({ state: 'detached' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Region' }).fill('Tirol');
  const email = form.getByRole('textbox', { name: 'E-Mail-Adresse' });
  if ((await email.inputValue()) === '') await email.fill(`writer.${run}@example.com`);
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await form.getByRole('button', { name: 'Bericht senden' }).click();
}

describe('writing a user report', () => {
  it('the farmer signs in at the form, writes a report and is told it is published after review', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${createPath}`);
    await expect.poll(() => islandsOf(page)).toContain('user-report-form: mounted');
    await page
      .getByRole('form', { name: 'Anwenderbericht schreiben' })
      .getByRole('button', { name: 'Anmelden' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/'));
    await signIn(page, 'farmer');
    await page.waitForURL((url) => url.pathname === createPath);
    await page.getByText('Du bist angemeldet.', { exact: false }).waitFor();

    const title = `Lintrac 130 am Hang (${run})`;
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/portal/user-reports',
    );
    await writeReport(page, { title, firstName: 'Josef' });
    // Sent with the farmer's token: the report is theirs, under "Meine Beiträge".
    expect((await sent).headers().authorization).toMatch(/^Bearer /);
    await page.getByText(success).waitFor();
    await page.getByRole('button', { name: 'Weiteren Bericht schreiben' }).waitFor();
    expect(errors).toEqual([]);

    // Waiting for the review: not in the list.
    expect(await publishedTitles()).not.toContain(title);
    await context.close();
  });

  it('a visitor writes one without signing in; it is not public either', async () => {
    const context = await session.browser.newContext(contextOptions);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${createPath}`);
    await expect.poll(() => islandsOf(page)).toContain('user-report-form: mounted');
    const title = `Unser Lintrac im Winter (${run})`;
    await writeReport(page, { title, firstName: 'Lena' });
    await page.getByText(success).waitFor();
    expect(errors).toEqual([]);
    expect(await publishedTitles()).not.toContain(title);
    await page.goto(`${portal}${listPath}`);
    await expect(page.getByText(title).count()).resolves.toBe(0);
    await context.close();
  });

  it('answers a report that waits for review with the 404 page', async () => {
    const response = await fetch(
      `${portal}${localizePath('user-report-detail', { slug: seeded.pending }, 'de-at')}`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.status).toBe(404);
  });
});

describe('the published reports', () => {
  it('list, filter and show a report with JavaScript switched off, on a 360 px phone', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    const response = await page.goto(`${portal}${listPath}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Anwenderberichte',
    );
    await main.getByRole('link', { name: seeded.title }).waitFor();
    await expect(
      main.getByRole('link', { name: 'Bericht schreiben' }).getAttribute('href'),
    ).resolves.toBe(createPath);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);

    // The filter is a GET form: it works without a script.
    await main.getByRole('combobox', { name: 'Modell' }).selectOption('geotrac-124');
    await main.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL((url) => url.searchParams.get('model') === 'geotrac-124');
    await main.getByRole('link', { name: 'Un tracteur solide pour la montagne' }).waitFor();
    await expect(main.getByRole('link', { name: seeded.title }).count()).resolves.toBe(0);

    const reportPath = localizePath('user-report-detail', { slug: seeded.slug }, 'de-at');
    const report = await page.goto(`${portal}${reportPath}`);
    expect(report?.status()).toBe(200);
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(seeded.title);
    await main.getByText(seeded.writer, { exact: true }).waitFor();
    await expect(
      main.getByRole('link', { name: 'Lintrac 130' }).getAttribute('href'),
    ).resolves.toBe(localizePath('model-detail', { slug: 'lintrac-130' }, 'de-at'));
    await main.getByText(/mähen wir unsere Hangwiesen/).waitFor();
    // Its pictures load from the API, where an approved report's are anyone's.
    const src = await main.getByRole('img').first().getAttribute('src');
    expect(await fetch(new URL(src!, portal)).then((answer) => answer.status)).toBe(200);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
    // First name and region only: never the writer's e-mail address.
    expect(await page.content()).not.toContain(seeded.email);
    await context.close();
  });
});
