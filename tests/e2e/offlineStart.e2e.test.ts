import { localizePath } from '@lindner/i18n';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { openBrowser, signIn, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const fleetPath = localizePath('fleet', {}, 'de-at');
const vehiclePath = localizePath('fleet-detail', { id: demoIds.farmerLintrac }, 'de-at');
/** The Lintrac's VIN in the seed: data only its own page shows. */
const vin = 'VBLA11000L0012345';

/** Whether the service worker has kept an answer for `path` (in any of its caches). */
function kept(page: Page, path: string) {
  return page.waitForFunction(async (address) => Boolean(await caches.match(address)), path);
}

describe('starting offline', () => {
  it('opens a vehicle the farmer has seen from the device, with a notice, and goes on online', async () => {
    const { page, context } = session;
    await page.goto(`${portal}${fleetPath}`);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await signIn(page, 'farmer');
    await page.waitForURL(`${portal}${fleetPath}`);
    // The worker takes over the page of the first visit and keeps that page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await kept(page, fleetPath);

    // As a farmer opens a vehicle: from the fleet; its data passes through the worker.
    await page
      .getByRole('link', { name: /Lintrac 110/ })
      .first()
      .click();
    await page.waitForURL(`${portal}${vehiclePath}`);
    await page.getByText(vin, { exact: true }).waitFor();
    await kept(page, `/api/portal/fleet/${demoIds.farmerLintrac}`);
    await kept(page, `/api/portal/fleet/${demoIds.farmerLintrac}/diary`);
    // What the page loads after its data (the charts' code) has passed through the worker too.
    await page.waitForLoadState('networkidle');
    // The worker keeps the rest of the fleet's files one at a time in the background (public/
    // sw.js), the page's own requests first: the device goes offline once it has kept them all.
    await page.waitForFunction(
      async () => {
        const { offline } = (await (await fetch('/offline-assets.json')).json()) as {
          offline: string[];
        };
        for (const path of offline) if (!(await caches.match(path))) return false;
        return true;
      },
      undefined,
      { polling: 250 },
    );

    await context.setOffline(true);
    const vehicleAnswers: Response[] = [];
    const recordVehicleAnswer = (response: Response) => {
      if (new URL(response.url()).pathname === `/api/portal/fleet/${demoIds.farmerLintrac}`) {
        vehicleAnswers.push(response);
      }
    };
    page.on('response', recordVehicleAnswer);
    const textErrors: string[] = [];
    const recordTextError = (message: ConsoleMessage) => {
      if (message.text().includes('@formatjs')) textErrors.push(message.text());
    };
    page.on('console', recordTextError);
    // Chromium forgets the emulated offline state in a reloaded document (navigator.onLine is
    // true again, though nothing goes through): it is applied to the document anew, as soon as
    // it is there. Not by going online and offline again: online, the portal starts its sign-on.
    const devTools = await context.newCDPSession(page);
    await page.reload({ waitUntil: 'commit' });
    await devTools.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const notice = page.getByRole('status').filter({ hasText: 'Du bist offline' });
    await notice.waitFor();
    await page.getByText(vin, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Lintrac 110' }).waitFor();
    await page.getByText('Betriebsstunden').first().waitFor();
    // Offline indeed, and still here rather than on the sign-on page or its error page.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(new URL(page.url()).pathname).toBe(vehiclePath);
    // The vehicle came from the worker's copy: asked without a token, which the server would
    // have answered with 401.
    page.off('response', recordVehicleAnswer);
    page.off('console', recordTextError);
    // The page kept nearest to it (the fleet's) stood in for its HTML; its texts are its own.
    expect(textErrors).toEqual([]);
    expect(vehicleAnswers.length).toBeGreaterThan(0);
    for (const answer of vehicleAnswers) {
      expect(answer.fromServiceWorker()).toBe(true);
      expect(answer.status()).toBe(200);
      expect(await answer.request().headerValue('authorization')).toBeNull();
    }

    // Online again: the sign-on starts silently (the farmer's session is still there), the
    // notice goes, and the API is asked with a token again.
    await devTools.detach();
    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(vehiclePath);
    const fleetAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/portal/fleet',
    );
    await page
      .getByRole('navigation', { name: 'Persönlicher Bereich' })
      .getByRole('link', { name: 'Fuhrpark' })
      .click();
    const answer = await fleetAnswer;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('authorization')).toMatch(/^Bearer /);
    await page
      .getByRole('link', { name: /Lintrac 110/ })
      .first()
      .waitFor();
  });

  it('forgets the kept fleet when the farmer signs out', async () => {
    const { page, context } = session;
    await context.setOffline(false);
    const vehicleApi = `/api/portal/fleet/${demoIds.farmerLintrac}`;
    const isKept = () =>
      page.evaluate(async (address) => Boolean(await caches.match(address)), vehicleApi);
    expect(await isKept()).toBe(true);
    await page.goto(`${portal}${localizePath('logout', {}, 'de-at')}`);
    // Signed out, the dashboard sends the browser on to the sign-on page: once its form is
    // there, the page has settled.
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await page.locator('#username').waitFor();
    expect(await isKept()).toBe(false);
  });
});
