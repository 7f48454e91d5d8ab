// Every widget on a CMS page of another origin whose theme fights it: element rules for links,
// headings, buttons and fields, a larger root font size, and a 300 px sidebar.
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/api/src/testing/freePort';
import { openBrowser, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;
let host: Server;
let hostUrl: string;

/** A CMS theme as hostile as ordinary themes get: element rules, no ids, no `!important`. */
const hostileCss = (rootPx: number) => `
html { font-size: ${rootPx}px }
body { margin: 0; font-family: Georgia, serif; color: #333; line-height: 2; letter-spacing: 0.08em }
a:link, a:visited { color: green }
h1, h2, h3 { color: purple; text-transform: uppercase }
button { background: #ff0; color: #fff; border: 3px dashed blue; padding: 1rem 2rem; text-transform: uppercase }
input, select, textarea { border: 4px solid hotpink; padding: 1rem; font-size: 1.4rem }
.page { display: flex; gap: 24px; padding: 24px }
.main { flex: 1 }
.sidebar { flex: 0 0 300px; width: 300px; display: grid; gap: 24px; align-content: start }
.column { width: 924px }
`;

const locales = ['de', 'de-at', 'en', 'fr', 'fr-fr'] as const;

function hostPage(rootPx: number) {
  const api = `data-api-base="${portal}/api"`;
  const dealers = (column: string) =>
    locales
      .map(
        (locale) =>
          `<div class="${column}"><div data-lindner-widget="dealer-map" data-locale="${locale}" ${api} data-country="AT" data-place="4020"></div></div>`,
      )
      .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Händlerseite</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/hostile.css?root=${rootPx}">
<script type="module" src="${portal}/widgets/loader.js"></script></head>
<body><div class="page"><main class="main"><h1>Händlerseite</h1>
${dealers('column')}
</main>
<aside class="sidebar">
<div data-lindner-widget="axle-load-calculator" data-locale="de" ${api} data-sync-url="false"></div>
<div data-lindner-widget="finance-calculator" data-locale="de" data-price="60000" data-model-name="Lintrac 130"></div>
<div data-lindner-widget="checkout" data-locale="de" ${api}></div>
${dealers('narrow')}
</aside></div></body></html>`;
}

beforeAll(async () => {
  session = await openBrowser();
  const port = await freePort();
  // 127.0.0.1 is another origin than the portal's localhost.
  hostUrl = `http://127.0.0.1:${port}/`;
  host = createServer((request, response) => {
    const url = new URL(request.url ?? '/', hostUrl);
    const rootPx = Number(url.searchParams.get('root') ?? '16');
    if (url.pathname === '/hostile.css') {
      return response.writeHead(200, { 'content-type': 'text/css' }).end(hostileCss(rootPx));
    }
    if (url.pathname !== '/') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(rootPx));
  });
  await new Promise<void>((listening) => host.listen(port, '127.0.0.1', listening));
});
afterAll(async () => {
  await new Promise((closed) => host?.close(closed));
  await session?.close();
});

const widgets = (page: Page) => page.locator('[data-lindner-widget]');

/** Opens the host page and waits until every widget shows its content. */
async function openHostPage(page: Page, rootPx: number) {
  await page.goto(`${hostUrl}?root=${rootPx}`);
  const count = await widgets(page).count();
  await expect.poll(() => page.locator('[data-lindner-mounted="mounted"]').count()).toBe(count);
  await expect
    .poll(() =>
      widgets(page).evaluateAll((elements) =>
        elements.every((element) => (element.textContent ?? '').trim() !== ''),
      ),
    )
    .toBe(true);
  // Each dealer finder lists the dealers near 4020; the first one's details open.
  const finders = page.locator('[data-lindner-widget="dealer-map"]');
  for (const finder of await finders.all()) {
    await expect.poll(() => finder.locator('ol > li').count()).toBeGreaterThan(0);
    await finder.locator('ol > li').first().getByRole('button').first().click();
  }
  await expect
    .poll(() => page.locator('[data-lindner-widget="dealer-map"] dl').count())
    .toBe(locales.length * 2);
}

/**
 * How far each widget reaches beyond its column, in pixels (0: it fits). A wide table scrolls in
 * its own region, which WCAG 1.4.10 allows for data tables; the region itself must fit.
 */
function overflowOf(page: Page) {
  return widgets(page).evaluateAll((elements) =>
    elements.map((element) => {
      const column = element.parentElement!.getBoundingClientRect();
      let right = element.getBoundingClientRect().right;
      /** Inside a region that scrolls or clips (a wide table's), within the widget. */
      const clipped = (inside: Element) => {
        for (let at = inside.parentElement; at && at !== element; at = at.parentElement) {
          if (getComputedStyle(at).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const inside of element.querySelectorAll('*')) {
        if (clipped(inside)) continue;
        const box = inside.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) right = Math.max(right, box.right);
      }
      const name = `${element.getAttribute('data-lindner-widget')} (${element.getAttribute('data-locale')}) in ${Math.round(column.width)} px`;
      return `${name}: ${Math.max(0, Math.round(element.scrollWidth - element.clientWidth), Math.round(right - column.right))} px`;
    }),
  );
}

/** Buttons and links below WCAG AA contrast (4.5:1) between their text and background. */
function poorContrasts(page: Page) {
  return widgets(page).evaluateAll((elements) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: value.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    /** The colour behind an element: the first opaque background of it or its ancestors. */
    const backgroundOf = (element: Element | null): { r: number; g: number; b: number } => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour.a >= 0.99) return colour;
      }
      return { r: 255, g: 255, b: 255 };
    };
    const poor: string[] = [];
    for (const element of elements) {
      for (const control of element.querySelectorAll<HTMLElement>('a[href], button')) {
        const box = control.getBoundingClientRect();
        const disabled = control.matches(':disabled, [aria-disabled="true"]');
        if (disabled || box.width === 0 || (control.textContent ?? '').trim() === '') continue;
        const text = luminance(rgba(getComputedStyle(control).color));
        const back = luminance(backgroundOf(control));
        const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
        if (ratio < 4.5) {
          poor.push(
            `${element.getAttribute('data-lindner-widget')}: "${control.textContent?.trim()}" ${ratio.toFixed(2)}:1`,
          );
        }
      }
    }
    return poor;
  });
}

/** Headings that took the host's colour or case instead of their widget's. */
function restyledHeadings(page: Page) {
  return page.locator('[data-lindner-widget] :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) =>
    headings
      .filter((heading) => {
        const own = getComputedStyle(heading);
        return (
          own.color !== getComputedStyle(heading.parentElement!).color ||
          own.color === 'rgb(128, 0, 128)' ||
          own.textTransform !== 'none'
        );
      })
      .map((heading) => heading.textContent),
  );
}

const fits = (report: string[]) => report.filter((line) => !line.endsWith(': 0 px'));

describe('widgets on a hostile CMS page of another origin', () => {
  for (const rootPx of [16, 20]) {
    it(`fit a 300 px sidebar and the dealer finder every locale's column, with a ${rootPx} px root`, async () => {
      const { page } = session;
      await openHostPage(page, rootPx);
      const report = await overflowOf(page);
      expect(report).toHaveLength(3 + locales.length * 2);
      expect(fits(report)).toEqual([]);
    });

    it(`keep AA contrast on their buttons and links and their headings' colour and case, with a ${rootPx} px root`, async () => {
      const { page } = session;
      await openHostPage(page, rootPx);
      expect(await poorContrasts(page)).toEqual([]);
      expect(await restyledHeadings(page)).toEqual([]);
      // The finance calculator's enquiry link keeps white on the brand red, not the host's green.
      const enquiry = page
        .locator('[data-lindner-widget="finance-calculator"]')
        .getByRole('link', { name: 'Finanzierung anfragen' });
      expect(await enquiry.evaluate((link) => getComputedStyle(link).color)).toBe(
        'rgb(255, 255, 255)',
      );
    });
  }

  it('sizes the widgets by their own pixels, not the host page’s root font size', async () => {
    const { page } = session;
    const heightsAt = async (rootPx: number) => {
      await openHostPage(page, rootPx);
      return page
        .locator('[data-lindner-widget="finance-calculator"] h2')
        .evaluate((heading) => getComputedStyle(heading).fontSize);
    };
    expect(await heightsAt(20)).toBe(await heightsAt(16));
  });
});
