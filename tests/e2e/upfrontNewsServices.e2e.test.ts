import { localizePath } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openSignedIn, type BrowserSession } from './browser';

// Issue 17's upfront news and services as the farmer sees them against the real API and the
// seed (apps/api/src/seed/upfrontNews.ts, dealers.ts): the farmer's zip 6250 is Kundl's.
const portal = inject('portalUrl');
const newest = 'Vorab: Der neue Lintrac 130 LS';
const second = 'TracLink-Update: Aufgabenplanung am Smartphone';
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser({ signedInAs: 'farmer' });
  await openSignedIn(session.page, `${portal}${localizePath('upfront-news', {}, 'de-at')}`);
});
afterAll(async () => {
  await session?.close();
});

describe('upfront news and services', () => {
  it('marks an article read once opened and leads on to its neighbour', async () => {
    const { page } = session;
    const main = page.getByRole('main');
    const unread = main.getByRole('link', { name: /, ungelesen$/ });
    await expect.poll(() => main.getByRole('article').count()).toBe(8);
    // The phone layout's test opens the oldest article; these two it leaves unread.
    const unreadBefore = await unread.count();
    await main.getByRole('link', { name: `${newest}, ungelesen` }).click();
    await page.waitForURL(
      `${portal}${localizePath('upfront-news-detail', { slug: 'lintrac-130-ls-vorstellung' }, 'de-at')}`,
    );
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(newest);
    await main.getByRole('heading', { name: 'Das Wichtigste auf einen Blick' }).waitFor();
    // The newest article has only an older neighbour.
    await expect(main.getByRole('link', { name: /Nächster Artikel/ }).count()).resolves.toBe(0);
    await main.getByRole('link', { name: new RegExp(second) }).click();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(second);

    await page.goBack();
    await page.goBack();
    await main.getByRole('link', { name: newest, exact: true }).waitFor();
    await main.getByRole('link', { name: second, exact: true }).waitFor();
    await expect(unread.count()).resolves.toBe(unreadBefore - 2);
  });

  it('shows the services with the farmer’s dealer and the external sites in a new tab', async () => {
    const { page } = session;
    await page.goto(`${portal}${localizePath('services', {}, 'de-at')}#GvlContact`);
    const contact = page.locator('#GvlContact');
    await contact.getByText('Landtechnik Gwiggner', { exact: false }).first().waitFor();
    await contact.getByText('Johann Gwiggner').waitFor();
    await expect(
      contact
        .getByRole('link', { name: /5338 70 210/ })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('tel:+43533870210');
    const rental = page.getByRole('link', { name: /Fahrzeug mieten/ });
    await expect(rental.getAttribute('href')).resolves.toBe(
      'https://www.lindner-traktoren.at/service/mietpark',
    );
    await expect(rental.getAttribute('target')).resolves.toBe('_blank');
  });
});
