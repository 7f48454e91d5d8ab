import { localizePath } from '@lindner/i18n/core';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openPortalPage,
  signInAt,
  type BrowserSession,
} from './browser';
import { collectChunks, islandsOf } from './pageWatch';
import { newestMailText } from './devMailbox';

// Issue 18's marketplace: the farmer offers a Lintrac with two pictures (the missing consent
// first), it shows in the public list; the newcomer replies; the farmer reads the reply in the
// manage view and answers; sold, the ad leaves the public list. Both mails keep each side's
// address from the other.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const title = 'Lintrac 110 mit Frontlader, Baujahr 2016';
const replyText = 'Ist der Lintrac noch zu haben? Ich könnte am Samstag vorbeikommen.';
const answerText = 'Ja, Samstag passt. Ruf mich gern vorher an.';
const farmerAddress = 'josef.brunner@example.com';
const newcomerAddress = 'lena.gruber@example.com';
let session: BrowserSession;
let farmer: BrowserContext;
let newcomer: BrowserContext;

beforeAll(async () => {
  session = await openBrowser();
  farmer = await session.browser.newContext(contextOptions);
  newcomer = await session.browser.newContext(contextOptions);
});
afterAll(async () => {
  await session?.close();
});

/** A picture of a size and colour a camera might send. */
const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 800, height: 600, channels: 3, background: colour },
  })
    .png()
    .toBuffer(),
});

/** The titles of the public list's first page, from the API. */
async function publicTitles(): Promise<string[]> {
  const response = await fetch(`${api}/classified-ads`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { data: { ads: { title: string }[] } } };
  return data.data.ads.map((ad) => ad.title);
}

/** The newest mail to an address that mentions a text, as the development mailbox shows it. */
function mailText(context: BrowserContext, to: string, mentioning: string) {
  return newestMailText(context, portal, to, mentioning);
}

describe('the marketplace', () => {
  let adPath: string;

  it('lets the farmer offer a tractor with two pictures, after naming the missing consent', async () => {
    const page = await farmer.newPage();
    await signInAt(page, `${portal}${localizePath('classified-ads', {}, 'de-at')}`, 'farmer');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('radio', { name: 'Biete' }).check();
    await form.getByLabel('Titel').fill(title);
    await form
      .getByLabel('Beschreibung')
      .fill('Gepflegt, immer in der Halle, 3.200 Betriebsstunden. Frontlader mit Schaufel.');
    await form.getByLabel('Preis in Euro').fill('38.500');
    await form.getByLabel('Zustand').selectOption({ label: 'Gebraucht' });
    await form.getByLabel('Baujahr').fill('2016');
    await form.getByLabel('Modell').selectOption({ label: 'Lintrac 110' });
    await form
      .locator('input[type="file"][accept*="image"]')
      .setInputFiles([
        await picture('vorne.png', '#b3261e'),
        await picture('seite.png', '#2e7d32'),
      ]);
    await form.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();
    await form.getByText('Bitte stimme der Verarbeitung Deiner Angaben zu.').waitFor();
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    await form.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();
    await page.waitForURL(`${portal}${localizePath('classified-ads-manage', {}, 'de-at')}`);

    const ad = page.getByRole('main').getByRole('article').filter({ hasText: title });
    const publicLink = ad.getByRole('link', { name: 'Im Marktplatz ansehen' });
    adPath = (await publicLink.getAttribute('href'))!;
    expect(adPath).toMatch(/^\/de-at\/community\/lindner-marktplatz\/[0-9a-f-]{36}$/);

    // The public list and the ad's page, with both pictures and its price.
    await expect.poll(publicTitles).toContain(title);
    const visitor = await session.context.newPage();
    await openPortalPage(visitor, `${portal}${localizePath('marketplace', {}, 'de-at')}`);
    await visitor.getByRole('link', { name: title }).waitFor();
    const chunks = collectChunks(visitor);
    await openPortalPage(visitor, `${portal}${adPath}`);
    await expect(visitor.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    // Austrian German puts the euro sign first.
    await expect(visitor.getByRole('main').innerText()).resolves.toMatch(/€\s38\.500,00/);
    await visitor.getByRole('main').getByText('Foto 1 von 2').waitFor();
    // An island page: the gallery and the reply hydrate alone; neither the app that hydrates
    // pages whole nor the page's own module come to the browser.
    await expect(islandsOf(visitor)).resolves.toEqual(['ad-gallery: mounted', 'ad-reply: mounted']);
    await visitor.waitForLoadState('networkidle');
    expect(chunks).toEqual(expect.arrayContaining(['ad-gallery', 'ad-reply']));
    expect(chunks).not.toContain('portal');
    expect(chunks).not.toContain('marketplace-detail');
    await expect(visitor.locator('#router-state').count()).resolves.toBe(0);
    // The gallery answers: the next photo.
    await visitor.getByRole('button', { name: 'Nächstes Foto' }).click();
    await visitor.getByRole('main').getByText('Foto 2 von 2').waitFor();
    await visitor.close();

    // Without JavaScript the ad reads whole: its price, its first photo, the way to reply.
    const withoutScript = await session.browser.newContext({
      ...contextOptions,
      javaScriptEnabled: false,
    });
    const reader = await withoutScript.newPage();
    const response = await reader.goto(`${portal}${adPath}`);
    expect(response?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    await expect(reader.getByRole('main').innerText()).resolves.toMatch(/€\s38\.500,00/);
    await expect(reader.getByRole('main').getByText('Foto 1 von 2').count()).resolves.toBe(1);
    await expect(
      reader.getByRole('button', { name: 'Anmelden und antworten' }).count(),
    ).resolves.toBe(1);
    await withoutScript.close();
    await page.close();
  });

  it('carries the newcomer’s reply to the farmer and the answer back, by mail and in the manage view', async () => {
    const page = await newcomer.newPage();
    await signInAt(
      page,
      `${portal}${localizePath('classified-ads-manage', {}, 'de-at')}`,
      'newcomer',
    );
    await openPortalPage(page, `${portal}${adPath}`);
    await page.getByRole('button', { name: 'Anmelden und antworten' }).click();
    await page.waitForURL(`${portal}${adPath}`);
    await page.getByLabel('Deine Nachricht').fill(replyText);
    await page.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await page.getByText('Antwort gespeichert').first().waitFor();

    const toOwner = await mailText(newcomer, farmerAddress, replyText);
    expect(toOwner).toContain(title);
    expect(toOwner).not.toContain(newcomerAddress);

    const manage = await farmer.newPage();
    await manage.goto(`${portal}${localizePath('classified-ads-manage', {}, 'de-at')}`);
    const ad = manage.getByRole('main').getByRole('article').filter({ hasText: title });
    await ad.getByText(replyText).waitFor();
    await ad.getByLabel('Deine Antwort an Lena Gruber').fill(answerText);
    await ad.getByRole('button', { name: 'Antwort senden' }).click();
    await ad.getByText(answerText).waitFor();

    const toReplier = await mailText(farmer, newcomerAddress, answerText);
    expect(toReplier).not.toContain(farmerAddress);
    await manage.close();
    await page.close();
  });

  it('takes the ad out of the public list once the farmer marks it sold', async () => {
    const manage: Page = await farmer.newPage();
    await manage.goto(`${portal}${localizePath('classified-ads-manage', {}, 'de-at')}`);
    const ad = manage.getByRole('main').getByRole('article').filter({ hasText: title });
    await ad.getByLabel('Status').selectOption({ label: 'Verkauft' });
    await ad.getByRole('button', { name: 'Status speichern' }).click();
    await manage.getByText('Status geändert').first().waitFor();
    await expect.poll(publicTitles).not.toContain(title);

    const visitor = await session.context.newPage();
    await openPortalPage(visitor, `${portal}${localizePath('marketplace', {}, 'de-at')}`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect(visitor.getByRole('link', { name: title }).count()).resolves.toBe(0);
    const response = await visitor.goto(`${portal}${adPath}`);
    expect(response?.status()).toBe(404);
    await visitor.close();
    await manage.close();
  });
});
