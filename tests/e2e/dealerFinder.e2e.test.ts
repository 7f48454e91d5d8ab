import { createServer, type Server } from 'node:http';
import { localizePath } from '@lindner/i18n';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/api/src/testing/freePort';
import { openBrowser, openPortalPage, type BrowserSession } from './browser';

const portal = inject('portalUrl');
const tileHost = 'https://tile.openstreetmap.org';
/** A 1 × 1 grey PNG: the closed network has no tile server, so the test plays it. */
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4/v/ZfwAJMAPmbR6MswAAAABJRU5ErkJggg==',
  'base64',
);

let session: BrowserSession;
let requests: Request[] = [];
/** What the browser's content security policy refused. */
let violations: string[] = [];

beforeAll(async () => {
  session = await openBrowser();
  const { context, page } = session;
  await context.route(`${tileHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
  await context.exposeBinding('reportViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('request', (request) => requests.push(request));
});
afterAll(async () => {
  await session?.close();
});

const spoken = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

const tileRequests = () => requests.filter((request) => request.url().startsWith(tileHost));
/** The map's own code: Leaflet arrives in a chunk named after the map component. */
const mapCodeRequests = () =>
  requests.filter((request) => /DealerMap[^/]*\.js$/.test(new URL(request.url()).pathname));

const finder = (page: Page) => page.getByRole('region', { name: 'Händlersuche' });
const resultItems = (page: Page) =>
  finder(page)
    .getByRole('list', { name: /Händler/ })
    .first();

/** The distances of the result list, in km, top to bottom. */
async function listedDistances(page: Page): Promise<number[]> {
  const texts = await finder(page)
    .getByText(/km entfernt$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function searchPlace(page: Page, place: string) {
  await finder(page).getByLabel('Postleitzahl oder Ort').fill(place);
  await finder(page).getByRole('button', { name: 'Händler suchen' }).click();
}

describe('the dealer finder page', () => {
  it('lists the dealers nearest to 4020 first and loads no map before consent', async () => {
    requests = [];
    violations = [];
    const { page } = session;
    await openPortalPage(page, `${portal}${localizePath('dealer-finder', {}, 'de-at')}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Händlersuche');
    await expect(finder(page).getByLabel('Land').inputValue()).resolves.toBe('AT');

    await searchPlace(page, '4020');
    await expect
      .poll(() => spoken(finder(page).getByRole('status').filter({ hasText: 'Linz' })))
      .toMatch(/Händler in der Nähe von 4020 Linz, der nächste zuerst/);
    const distances = await listedDistances(page);
    expect(distances.length).toBeGreaterThan(3);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
    const first = resultItems(page).locator(':scope > li').first();
    expect(await spoken(first)).toMatch(/Leonding/);
    // Open or closed, from the opening hours; a phone number and a route link.
    expect(await spoken(first)).toMatch(/Jetzt geöffnet|Geschlossen/);
    await expect(first.getByRole('link', { name: /Route planen/ }).count()).resolves.toBe(1);

    // Before consent: the placeholder, no map code, no tile.
    await expect(
      finder(page).getByRole('button', { name: 'Akzeptieren und laden' }).count(),
    ).resolves.toBe(1);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(mapCodeRequests()).toEqual([]);
    expect(tileRequests()).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('shows the map after consent with a marker per dealer, in step with the list', async () => {
    const { page } = session;
    await finder(page).getByRole('button', { name: 'Akzeptieren und laden' }).click();

    const map = finder(page).getByRole('region', { name: 'Karte der gefundenen Händler' });
    await expect
      .poll(() => map.locator('.leaflet-marker-icon[data-dealer-id]').count())
      .toBe(await resultItems(page).locator(':scope > li').count());
    expect(mapCodeRequests().length).toBeGreaterThan(0);
    await expect.poll(() => tileRequests().length).toBeGreaterThan(0);

    // The list chooses: its marker is marked.
    const third = resultItems(page).locator(':scope > li').nth(2);
    const thirdId = await third.getAttribute('data-dealer-id');
    await third.getByRole('button').first().click();
    await expect
      .poll(() => map.locator(`[data-dealer-id="${thirdId}"]`).getAttribute('aria-current'))
      .toBe('true');
    await expect(
      finder(page).getByRole('heading', { name: 'Ansprechperson' }).count(),
    ).resolves.toBe(1);

    // The map chooses (a marker is a button for the keyboard too): its list entry is marked, the
    // other marker no longer.
    const second = resultItems(page).locator(':scope > li').nth(1);
    const secondId = await second.getAttribute('data-dealer-id');
    await map.locator(`.leaflet-marker-icon[data-dealer-id="${secondId}"]`).press('Enter');
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    expect(await third.getAttribute('aria-current')).toBeNull();
    expect(
      await map.locator(`[data-dealer-id="${thirdId}"]`).getAttribute('aria-current'),
    ).toBeNull();
    expect(violations).toEqual([]);
  });

  it('says so when the visitor does not allow the location, and uses it when allowed', async () => {
    const { context, page } = session;
    await context.clearPermissions();
    await finder(page).getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect
      .poll(() => spoken(finder(page).getByRole('status').filter({ hasText: 'Standort' })))
      .toMatch(/Zugriff auf Deinen Standort nicht erlaubt/);

    // Wels, about 25 km south-west of Linz.
    await context.grantPermissions(['geolocation'], { origin: portal });
    await context.setGeolocation({ latitude: 48.1575, longitude: 14.0289 });
    await finder(page).getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect
      .poll(() => spoken(finder(page).getByRole('status').filter({ hasText: 'Deiner Nähe' })))
      .toMatch(/Händler in Deiner Nähe, der nächste zuerst/);
    expect(await spoken(resultItems(page).locator(':scope > li').first())).toMatch(/Wels/);
  });
});

describe('the dealer finder on a CMS page', () => {
  let host: Server;
  let hostUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    // 127.0.0.1 is another origin than the portal's localhost. The page's own /api passes the
    // portal's API through, so that closing this server stops "the API" the widget talks to.
    hostUrl = `http://127.0.0.1:${port}`;
    host = createServer(async (request, response) => {
      if (request.url?.startsWith('/api/')) {
        const upstream = await fetch(`${portal}${request.url}`);
        response
          .writeHead(upstream.status, { 'content-type': 'application/json' })
          .end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      if (request.url !== '/') return response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': [
          "default-src 'none'",
          `script-src ${portal}`,
          `style-src ${portal}`,
          `font-src ${portal}`,
          `img-src ${portal} data: ${tileHost}`,
          "connect-src 'self'",
        ].join('; '),
      }).end(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Händlerseite</title><link rel="icon" href="data:,">
<script type="module" src="${portal}/widgets/loader.js"></script></head>
<body><h1>Unsere Händler</h1>
<div data-lindner-widget="dealer-map" data-locale="de" data-api-base="/api" data-country="AT"></div>
</body></html>`);
    });
    await new Promise<void>((listening) => host.listen(port, '127.0.0.1', listening));
  });
  afterAll(async () => {
    host?.closeAllConnections();
    await new Promise((closed) => host?.close(closed));
  });

  it('searches through the API and says "currently not available" once it is stopped', async () => {
    violations = [];
    const { page } = session;
    await page.goto(`${hostUrl}/`);
    await searchPlace(page, 'Linz');
    await expect
      .poll(() => spoken(finder(page).getByRole('status').filter({ hasText: 'Linz' })))
      .toMatch(/in der Nähe von 4020 Linz/);

    host.closeAllConnections();
    await new Promise((closed) => host.close(closed));
    await searchPlace(page, '4020');
    const alert = finder(page).getByRole('alert');
    await expect
      .poll(() => spoken(alert.getByText(/verfügbar/)))
      .toBe('Die Händlersuche ist derzeit nicht verfügbar. Bitte versuche es später erneut.');
    await expect(alert.getByRole('button', { name: 'Erneut versuchen' }).count()).resolves.toBe(1);
    // What the visitor typed stays.
    expect(await finder(page).getByLabel('Postleitzahl oder Ort').inputValue()).toBe('4020');
    expect(violations).toEqual([]);
  });
});
