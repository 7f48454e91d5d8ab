import { localizePath } from '@lindner/i18n/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextOptions, openBrowser, openPortalPage, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// Issue 30 point 4: the contests' public pages (apps/portal/src/features/contests), rendered from
// the API's contests (apps/api/src/modules/contests). The seed (apps/api/src/seed/contests.ts)
// has the photo contest open with approved entries, and the moment contest's deadline passed.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Entry {
  id: string;
  title: string | null;
  votes: number;
}

async function entriesOf(contest: string): Promise<Entry[]> {
  const response = await fetch(`${api}/contests/${contest}`, {
    headers: { 'accept-language': 'de-at' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { data: { entries: Entry[] } } }).data.data.entries;
}

describe('the contests', () => {
  it('let a visitor vote once after consenting', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    const [entry] = await entriesOf('photo-contest');
    await openPortalPage(page, `${portal}${localizePath('photo-contest', {}, 'de-at')}`);
    const card = page.locator(`[data-entry="${entry!.id}"]`);
    await expect(card.locator('[data-votes]').textContent()).resolves.toBe(
      `${entry!.votes} ${entry!.votes === 1 ? 'Stimme' : 'Stimmen'}`,
    );
    await card.locator('[data-lindner-island="contest-vote"][data-lindner-mounted]').waitFor();
    await card.getByRole('checkbox', { name: /IP-Adresse und Browserdaten/ }).check();
    await card.getByRole('button', { name: `Abstimmen für „${entry!.title}“` }).click();
    const thanks = `Danke für Deine Stimme! Jetzt ${entry!.votes + 1} Stimmen.`;
    await card.getByRole('status').filter({ hasText: thanks }).waitFor();
    expect((await entriesOf('photo-contest')).find((each) => each.id === entry!.id)?.votes).toBe(
      entry!.votes + 1,
    );

    expect(errors).toEqual([]);

    // Once more, after a reload: the consent holds for the session, the server refuses (409,
    // which the browser logs as a failed request and nothing else).
    await openPortalPage(page, page.url());
    await expect(card.locator('[data-votes]').textContent()).resolves.toBe(
      `${entry!.votes + 1} Stimmen`,
    );
    await card.locator('[data-lindner-island="contest-vote"][data-lindner-mounted]').waitFor();
    await card.getByRole('button', { name: `Abstimmen für „${entry!.title}“` }).click();
    await card
      .getByRole('status')
      .filter({ hasText: 'Du hast für diesen Beitrag schon abgestimmt.' })
      .waitFor();
    expect((await entriesOf('photo-contest')).find((each) => each.id === entry!.id)?.votes).toBe(
      entry!.votes + 1,
    );
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await page.close();
  });

  it('take a drawing through the form, with a field message first and nothing typed lost', async () => {
    const drawing = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#f08c00' },
    })
      .png()
      .toBuffer();
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('drawing-contest', {}, 'de-at')}`);
    await page
      .locator('[data-lindner-island="contest-entry-form"][data-lindner-mounted]')
      .waitFor();
    const form = page.getByRole('form', { name: 'Jetzt mitmachen' });
    await form.getByLabel('Foto oder Scan der Zeichnung (JPEG, PNG oder WebP)').setInputFiles({
      name: 'traktor.png',
      mimeType: 'image/png',
      buffer: drawing,
    });
    await form.getByLabel('Vorname des Kindes').fill('Lena');
    await form.getByLabel('Alter des Kindes').selectOption({ label: '7 bis 10 Jahre' });
    await form.getByLabel('Vorname', { exact: true }).fill('Maria');
    await form.getByLabel('Nachname').fill('Zeichnerin');
    await form.getByLabel('E-Mail-Adresse').fill('maria.zeichnerin@example.com');
    await form.getByLabel('Straße und Hausnummer').fill('Hofweg 3');
    await form.getByLabel('Postleitzahl').fill('A-6020');
    await form.getByLabel('Ort').fill('Innsbruck');
    await form.getByLabel('Ich stimme der Datenschutzerklärung zu.').check();
    await form.getByRole('button', { name: 'Beitrag senden' }).click();

    // The terms are not accepted and the postal code is no postal code: both say so, in place.
    await expect(
      form.getByText('Bitte akzeptiere die Teilnahmebedingungen.').count(),
    ).resolves.toBe(1);
    await expect(form.getByLabel('Postleitzahl').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expect(form.getByLabel('Vorname des Kindes').inputValue()).resolves.toBe('Lena');
    await form.getByLabel('Postleitzahl').fill('6020');
    await form.getByLabel('Ich akzeptiere die Teilnahmebedingungen.').check();
    await form.getByRole('button', { name: 'Beitrag senden' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Danke für die Zeichnung! Nach der Prüfung durch unsere Redaktion wird sie am nächsten Werktag veröffentlicht.',
      })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keep a new photo entry from the public until it is reviewed', async () => {
    const picture = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#2f9e44' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'feld.png');
    const upload = await fetch(`${api}/contests/photo-contest/pictures`, {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(200);
    const { pictureId } = ((await upload.json()) as { data: { data: { pictureId: string } } }).data
      .data;
    const sent = await fetch(`${api}/contests/photo-contest/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de-at' },
      body: JSON.stringify({
        firstName: 'Eva',
        lastName: 'Probe',
        email: 'eva.probe@example.com',
        privacyConsent: true,
        pictureId,
        title: 'Noch nicht geprüft',
      }),
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { message: string }).message).toBe(
      'Danke für Deinen Beitrag! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
    );
    const page = await session.context.newPage();
    await page.goto(`${portal}${localizePath('photo-contest', {}, 'de-at')}`);
    await expect(page.getByText('Noch nicht geprüft').count()).resolves.toBe(0);
    await page.close();
  });

  it('are readable without JavaScript, and the moment contest’s deadline is over', async () => {
    const context = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const list = await page.goto(`${portal}${localizePath('contests', {}, 'de-at')}`);
    expect(list?.status()).toBe(200);
    await expect(page.getByRole('article').count()).resolves.toBe(3);
    await expect(page.getByText('Einsendeschluss ist vorbei').count()).resolves.toBe(1);

    const moment = await page.goto(`${portal}${localizePath('moment-contest', {}, 'de-at')}`);
    expect(moment?.status()).toBe(200);
    await expect(
      page.getByRole('button', { name: 'Einsendeschluss ist vorbei' }).isDisabled(),
    ).resolves.toBe(true);
    await expect(page.locator('main form').count()).resolves.toBe(0);
    await expect(
      page.getByRole('link', { name: 'Video ansehen (externe Seite)' }).count(),
    ).resolves.toBe(1);
    await expect(page.locator('iframe, video').count()).resolves.toBe(0);

    for (const route of [
      'contests',
      'photo-contest',
      'drawing-contest',
      'moment-contest',
    ] as const) {
      await page.goto(`${portal}${localizePath(route, {}, 'fr-fr')}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(360);
    }
    await context.close();
  });
});
