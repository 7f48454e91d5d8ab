import { createServer, type Server } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/api/src/testing/freePort';
import { openBrowser, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;
/** What the browser refused or reported as an error, per page. */
let problems: string[] = [];

beforeAll(async () => {
  session = await openBrowser();
  await session.context.exposeBinding('reportViolation', (_source, text: string) => {
    problems.push(text);
  });
  await session.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  session.page.on('console', (message) => {
    if (message.text().includes('Refused to')) problems.push(message.text());
  });
  session.page.on('requestfailed', (request) => {
    problems.push(`${request.url()} failed: ${request.failure()?.errorText}`);
  });
});
afterAll(async () => {
  await session?.close();
});

/** Text as a reader hears it: the number formats' narrow and no-break spaces as plain spaces. */
const spoken = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

const axle = (page: Page) => page.locator('[data-lindner-widget="axle-load-calculator"]');
const finance = (page: Page) => page.locator('[data-lindner-widget="finance-calculator"]');

/**
 * The worked example of the axle-load issue, from a model of the API with its own axle loads:
 * total 6600, front 2320, rear 4280 kg, each read as the widget's locale writes it.
 */
async function computeWorkedAxleExample(page: Page, kg: (value: string) => string) {
  const widget = axle(page);
  await widget.getByLabel('Modell').selectOption({ label: 'Lintrac 130' });
  await expect.poll(() => widget.getByLabel('Leergewicht (kg)').inputValue()).toBe('5000');
  await widget.getByLabel('Vorderachslast leer (kg)').fill('2100');
  await widget.getByLabel('Hinterachslast leer (kg)').fill('2900');
  await widget.getByLabel('Gewicht vorne (kg)').fill('600');
  await widget.getByLabel('Abstand vorne (m)').fill('1');
  await widget.getByLabel('Gewicht hinten (kg)').fill('1000');
  await widget.getByLabel('Abstand hinten (m)').fill('4,05');
  await expect
    .poll(() => spoken(widget.getByRole('row', { name: /^Gesamtgewicht/ })))
    .toContain(kg('6 600'));
  expect(await spoken(widget.getByRole('row', { name: /^Vorderachslast/ }))).toContain(kg('2 320'));
  expect(await spoken(widget.getByRole('row', { name: /^Hinterachslast/ }))).toContain(kg('4 280'));
  expect(await spoken(widget.getByText('Alle zulässigen Werte werden eingehalten.'))).not.toBe('');
}

describe('widgets on a CMS page', () => {
  it('mount on the demo page: both calculators work while a broken widget shows its own error', async () => {
    problems = [];
    const { page } = session;
    await page.goto(`${portal}/cms-demo.html`);

    const broken = page.locator('#broken-widget');
    await expect
      .poll(() => spoken(broken.getByRole('alert')))
      .toBe('Dieser Inhalt kann gerade nicht angezeigt werden. Bitte lade die Seite neu.');

    // Austrian German groups thousands with a space.
    await computeWorkedAxleExample(page, (value) => `${value} kg`);

    // The model's price comes from the page; the plan is the visitor's choice.
    const schedule = finance(page).getByRole('table');
    await expect.poll(() => spoken(schedule)).toContain('€ 20.396,00');
    await finance(page)
      .getByRole('radio', { name: /Fünftelfinanzierung/ })
      .check();
    await expect.poll(() => spoken(schedule)).toContain('€ 12.955,20');

    // The widgets render into their own elements; the page's own content is untouched.
    expect(await page.locator('h1').textContent()).toBe('Rechner für Deinen Lindner');
    expect(problems).toEqual([]);
  });

  describe('of another origin, under the policy the editors’ docs give', () => {
    let host: Server;
    let hostUrl: string;

    beforeAll(async () => {
      const port = await freePort();
      // 127.0.0.1 is another origin than the portal's localhost.
      hostUrl = `http://127.0.0.1:${port}/`;
      const policy = [
        "default-src 'none'",
        `script-src ${portal}`,
        `style-src ${portal} ${hostUrl.slice(0, -1)}`,
        `font-src ${portal}`,
        `img-src ${portal} data:`,
        `connect-src ${portal}`,
      ].join('; ');
      host = createServer((request, response) => {
        // The host page's own styles, as a CMS theme has them: they must not reach the widgets.
        if (request.url === '/host.css') {
          return response
            .writeHead(200, { 'content-type': 'text/css' })
            .end('body { color: #333; font-family: Arial, sans-serif } a, button { color: #222 }');
        }
        if (request.url !== '/') return response.writeHead(404).end();
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': policy,
        }).end(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Händlerseite</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/host.css">
<script type="module" src="${portal}/widgets/loader.js"></script></head>
<body><h1>Händlerseite</h1>
<div data-lindner-widget="axle-load-calculator" data-locale="de" data-api-base="${portal}/api" data-sync-url="false"></div>
<div data-lindner-widget="finance-calculator" data-locale="de"></div>
</body></html>`);
      });
      await new Promise<void>((listening) => host.listen(port, '127.0.0.1', listening));
    });
    afterAll(async () => {
      await new Promise((closed) => host?.close(closed));
    });

    it('load code, styles and models from the portal and compute as typed', async () => {
      problems = [];
      const { page } = session;
      await page.goto(hostUrl);

      await computeWorkedAxleExample(page, (value) => `${value.replace(' ', '.')} kg`);
      // The inputs stay out of the host page's address when the page says so.
      expect(new URL(page.url()).search).toBe('');

      const price = finance(page).getByRole('textbox', { name: 'Kaufpreis in Euro' });
      await price.fill('60000');
      const schedule = finance(page).getByRole('table');
      await expect.poll(() => spoken(schedule)).toContain('20.396,00 €');
      expect(await spoken(schedule)).toContain('20.198,00 €');

      // The widgets' CSS arrived as files: the theme's font applies inside the widget.
      const font = await finance(page)
        .getByRole('table')
        .evaluate((table) => getComputedStyle(table).fontFamily);
      expect(font).toMatch(/Roboto|Poppins/);
      // The primary button keeps white text on the brand red on this page (WCAG AA).
      const enquiry = finance(page).getByRole('link', { name: 'Finanzierung anfragen' });
      expect(await enquiry.evaluate((link) => getComputedStyle(link).color)).toBe(
        'rgb(255, 255, 255)',
      );
      expect(await enquiry.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
        'rgb(226, 0, 26)',
      );
      expect(await page.locator('style').count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it('mount a widget element added after the page loaded, with the brand fonts', async () => {
      problems = [];
      const { page } = session;
      await page.goto(hostUrl);
      await expect
        .poll(() => page.evaluate(() => typeof window.LindnerWidgets?.mount))
        .toBe('function');
      await page.evaluate(() => {
        const late = document.createElement('div');
        late.id = 'late';
        late.dataset.lindnerWidget = 'finance-calculator';
        late.dataset.locale = 'en';
        document.body.append(late);
      });
      await expect.poll(() => page.locator('#late h2').textContent()).toBe('Finance calculator');
      const fontsLoaded = await page.evaluate(async () => [
        (await document.fonts.load('400 16px Roboto')).length,
        (await document.fonts.load('500 16px Poppins')).length,
      ]);
      expect(fontsLoaded.every((faces) => faces > 0)).toBe(true);
      expect(problems).toEqual([]);
    });
  });
});
