import { localizePath } from '@lindner/i18n/core';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signInAt,
  waitForPortal,
  type BrowserSession,
} from './browser';
import { collectErrors } from './pageWatch';
import { newestMailText } from './devMailbox';

// Issue 30 point 2, the guestbook (apps/portal/src/features/guestbook, apps/api/src/modules/
// guestbook): a visitor who is not signed in writes an entry with a picture on the public page,
// answering the spam question wrong first and then right; it is not public until staff answer it
// in the editorial review and approve it; then the page shows it with the answer under it, and
// the answer is in the writer's mailbox. The entry is this run's own.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const run = Date.now();
const writer = 'Theresa Hofer';
const writerAddress = `theresa.hofer.${run}@example.com`;
const entryText = `Unser Geotrac räumt seit zwanzig Jahren jeden Morgen den Hof (${run}).`;
const answer = `Danke, Theresa! Grüße aus Kundl an den ganzen Hof (${run}).`;
const guestbookPath = localizePath('guestbook', {}, 'de-at');
const reviewPath = localizePath('editorial-review', {}, 'de-at');
const wrongSeason = /nicht die richtige Antwort/;

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The texts of the approved entries on the guestbook's first page, from the API. */
async function publicTexts(): Promise<string[]> {
  const response = await fetch(`${api}/guestbook`, { headers: { 'accept-language': 'de-AT' } });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { data: { data: { entries: { text: string }[] } } };
  return page.data.data.entries.map((entry) => entry.text);
}

/** The text of the newest mail to an address that mentions a text, as the mailbox shows it. */
function mailText(to: string, mentioning: string) {
  return newestMailText(session.context, portal, to, mentioning);
}

/** The published entry of this run on a guestbook page. */
const thisEntry = (page: Page): Locator => page.getByRole('article').filter({ hasText: entryText });

describe('the guestbook', () => {
  it('takes a visitor’s entry with a picture once the spam question is answered right', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/guestbook/entries')) {
        sent.push(request.url());
      }
    });
    await openPortalPage(page, `${portal}${guestbookPath}`);
    await page
      .locator('[data-lindner-island="guestbook-form"][data-lindner-mounted="mounted"]')
      .waitFor();
    const form = page.getByRole('form', { name: 'Ins Gästebuch schreiben' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(writer);
    await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(writerAddress);
    await form.getByRole('textbox', { name: /^Dein Text/ }).fill(entryText);
    await form.getByLabel(/^Bild oder PDF anhängen/).setInputFiles({
      name: 'hof.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer(),
    });
    await form.getByRole('checkbox', { name: /^Ich bin einverstanden/ }).check();
    const spamAnswer = form.getByRole('textbox', { name: /^In welcher Jahreszeit/ });
    const send = form.getByRole('button', { name: 'Eintrag senden' });

    // The wrong season, sent with Enter: the field says so, nothing is sent, nothing typed is
    // lost.
    await spamAnswer.fill('Sommer');
    await spamAnswer.press('Enter');
    await form.getByText(wrongSeason).waitFor();
    await expect(spamAnswer.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect
      .poll(() => spamAnswer.evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(sent).toEqual([]);
    await expect(form.getByRole('textbox', { name: /^Name/ }).inputValue()).resolves.toBe(writer);
    await expect(form.getByRole('textbox', { name: /^Dein Text/ }).inputValue()).resolves.toBe(
      entryText,
    );
    await expect(
      form
        .getByLabel(/^Bild oder PDF anhängen/)
        .evaluate((input) => (input as HTMLInputElement).files?.[0]?.name),
    ).resolves.toBe('hof.png');
    await expect(
      form.getByRole('checkbox', { name: /^Ich bin einverstanden/ }).isChecked(),
    ).resolves.toBe(true);

    // Winter, as a visitor might type it.
    await spamAnswer.fill(' im WINTER ');
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/guestbook/entries'),
    );
    await send.click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Danke für Deinen Eintrag!').waitFor();
    await expect(page.getByText(wrongSeason).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the entry off the public page until staff approve it', async () => {
    expect(await publicTexts()).not.toContain(entryText);
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}${guestbookPath}`);
    await page.getByRole('heading', { level: 1, name: 'Gästebuch' }).waitFor();
    await expect(page.getByText(entryText).count()).resolves.toBe(0);
    await page.close();
  });

  it('lets staff answer the entry in place and approve it', async () => {
    const staff = await session.browser.newContext(contextOptions);
    const page = await staff.newPage();
    const errors = collectErrors(page);
    await signInAt(page, `${portal}${reviewPath}`, 'staff');
    await waitForPortal(page);

    const entry = page.getByRole('article').filter({ hasText: entryText });
    await entry.getByText('Gästebuch', { exact: true }).waitFor();
    await expect(entry.getByText(writer).count()).resolves.toBe(1);
    // The picture, re-encoded as WebP, downloads with staff's token.
    const download = page.waitForEvent('download');
    await entry.getByRole('button', { name: 'hof.webp herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe('hof.webp');
    await entry.getByRole('textbox', { name: /^Antwort/ }).fill(answer);
    await entry.getByRole('button', { name: 'Antwort senden' }).click();
    await page.getByText('Antwort gespeichert und per E-Mail verschickt.').first().waitFor();
    // The answer shows under the entry, and the form now changes it.
    await entry.getByText('Antwort von Lindner').waitFor();
    await entry.getByRole('button', { name: 'Antwort ändern' }).waitFor();
    await expect(
      entry.getByText(answer, { exact: true }).and(entry.locator(':not(textarea)')).count(),
    ).resolves.toBe(1);

    await entry.getByRole('button', { name: 'Freigeben' }).click();
    await page.getByText('Beitrag freigegeben und veröffentlicht.').first().waitFor();
    await entry.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await staff.close();
  });

  it('then shows the entry with its picture and the answer under it', async () => {
    expect(await publicTexts()).toContain(entryText);
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${guestbookPath}`);
    const entry = thisEntry(page);
    await entry.waitFor();
    await expect(entry.getByRole('heading', { level: 3 }).textContent()).resolves.toMatch(
      new RegExp(`^${writer} am \\d{1,2}\\. \\S+ \\d{4}$`),
    );
    await expect(entry.getByText('Antwort von Lindner').count()).resolves.toBe(1);
    await expect(entry.getByText(answer, { exact: true }).count()).resolves.toBe(1);
    // The writer's address is never shown.
    await expect(page.getByText(writerAddress).count()).resolves.toBe(0);
    const picture = entry.getByRole('img', { name: 'Bild zum Eintrag' });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('mails the answer to the writer', async () => {
    const mail = await mailText(writerAddress, answer);
    expect(mail).toContain('Lindner hat auf Deinen Gästebucheintrag geantwortet');
    expect(mail).toContain(entryText);
    expect(mail).toContain(answer);
  });

  it('is readable without JavaScript, and fits a 360 px phone in French', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(`${portal}${guestbookPath}`);
    expect(response?.status()).toBe(200);
    const entry = thisEntry(page);
    await expect(entry.isVisible()).resolves.toBe(true);
    await expect(entry.getByText(answer, { exact: true }).isVisible()).resolves.toBe(true);

    await context.close();

    const phone = await session.browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 360, height: 740 },
    });
    const phonePage = await phone.newPage();
    const errors = collectErrors(phonePage);
    const french = await openPortalPage(
      phonePage,
      `${portal}${localizePath('guestbook', {}, 'fr-fr')}`,
    );
    expect(french?.status()).toBe(200);
    await expect(phonePage.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Livre d’or',
    );
    await thisEntry(phonePage).getByText('Réponse de Lindner').waitFor();
    await phonePage
      .locator('[data-lindner-island="guestbook-form"][data-lindner-mounted="mounted"]')
      .waitFor();
    await expect(
      phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
