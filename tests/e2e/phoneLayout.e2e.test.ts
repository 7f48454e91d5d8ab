import {
  localizedRoutes,
  localizePath,
  modelSectionSegment,
  type LocalizedRoute,
  type Locale,
} from '@lindner/i18n/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '../../apps/api/src/seed/demoData';
import { pages } from '../../apps/portal/src/app/router/pages';
import { openBrowser, signIn, type BrowserSession } from './browser';

// Every route whose page exists, in two locales (below), on a 360 × 800 phone, signed in as `farmer`
// (who has a TracLink licence expiring soon, so the personal area's bottom area shows a banner):
// none scrolls sideways, and on none does the browser refuse anything by the
// Content-Security-Policy (its header: securityPolicy.e2e.test.ts).
const portal = inject('portalUrl');
const phone = { width: 360, height: 800 };
const tileHost = 'https://tile.openstreetmap.org';
const farmPath = localizePath('profile-farm', {}, 'de-at');
let session: BrowserSession;
let page: Page;
/** What the browser refused on each tab, from `securitypolicyviolation` events and the console. */
const refusedOn = new Map<Page, string[]>();

/**
 * The routes load side by side in this many tabs of the signed-in context: most of a load is
 * waiting for the network to go quiet, which tabs can do together.
 */
const tabCount = 3;
const idleTabs: Page[] = [];
const waitingForTab: ((tab: Page) => void)[] = [];

/** Runs `check` in a tab of its own, waiting for one to be free. */
async function inTab<T>(check: (tab: Page) => Promise<T>): Promise<T> {
  const tab = idleTabs.pop() ?? (await new Promise<Page>((take) => waitingForTab.push(take)));
  try {
    return await check(tab);
  } finally {
    const next = waitingForTab.shift();
    if (next) next(tab);
    else idleTabs.push(tab);
  }
}

/**
 * The regional locales hold only their differences and show their parent's texts for the rest,
 * so de-at and fr-fr show every German and French text as wide as de and fr would. German
 * (long compounds that cannot wrap) and French (the longest phrases) are the widest texts; the
 * English ones are shorter, and each route in three more locales would cost a second apiece.
 */
const phoneLocales: readonly Locale[] = ['de-at', 'fr-fr'];
const existingRoutes: readonly LocalizedRoute[] = localizedRoutes.filter(
  (route) => route.name in pages && phoneLocales.includes(route.locale),
);
/** A seeded classified ad with pictures (apps/api/src/seed/classifiedAds.ts). */
const seededAd = '7a2d0c5e-3b1f-4c8a-9e6d-0a1b2c3d4e01';

/**
 * The seeded event, training, upfront article, model and old-timer whose pages stand for all of
 * their kind (the Lintrac 130 has every section a model page can show).
 */
const slugs: Partial<Record<LocalizedRoute['name'], string>> = {
  'event-detail': 'hoftag-rosenheim',
  'trainings-detail': 'fahrertraining-unitrac-hang',
  'upfront-news-detail': 'fahrertraining-saison',
  'model-detail': 'lintrac-130',
  'model-section': 'lintrac-130',
  // The seed's old-timer with pictures, an open and a restricted catalogue.
  'old-timer-detail': 'bf-15',
  // A seeded article with a picture (apps/api/src/seed/news.ts).
  'news-detail': 'geotrac-134ep-stufe-5',
  'press-detail': 'lintrac-130-ls-weltpremiere',
  // A seeded approved report with pictures (apps/api/src/seed/userReports.ts).
  'user-report-detail': 'lintrac-130-im-steilhang',
};

/**
 * A route's address with demo values for its parameters: the farmer's own Lintrac (or a seeded
 * ad), a product, a saved search's mail token, a seeded slug, a model's financing section (the
 * widest: it holds the finance calculator), a loyalty card's code.
 */
const addressOf = (route: LocalizedRoute) =>
  localizePath(
    route.name,
    {
      id: route.name === 'marketplace-detail' ? seededAd : demoIds.farmerLintrac,
      product: 'smart',
      token: 'beispiel',
      slug: slugs[route.name] ?? '',
      section: modelSectionSegment('financing', route.locale),
      // A seeded loyalty card (apps/api/src/seed/demoData.ts demoLoyaltyCards.withoutAccount).
      code: 'QH4T9ZK2M7XR5CVWN8P3',
    },
    route.locale,
  );

beforeAll(async () => {
  session = await openBrowser();
  const context = await session.browser.newContext({ locale: 'de-AT', viewport: phone });
  // The closed network has no tile server: the dealer map gets empty answers.
  await context.route(`${tileHost}/**`, (route) => route.fulfill({ status: 204 }));
  await context.exposeBinding('reportRefusal', ({ page: tab }, text: string) => {
    refusedOn.get(tab)?.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { reportRefusal } = window as unknown as { reportRefusal(text: string): void };
      reportRefusal(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  context.on('page', (tab) => {
    refusedOn.set(tab, []);
    tab.on('console', (message) => {
      if (message.text().includes('Refused to')) refusedOn.get(tab)?.push(message.text());
    });
  });
  page = await context.newPage();
  await page.goto(`${portal}${farmPath}`);
  await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
  await signIn(page, 'farmer');
  await page.waitForURL(`${portal}${farmPath}`);
  idleTabs.push(page);
  while (idleTabs.length < tabCount) idleTabs.push(await context.newPage());
});
afterAll(async () => {
  await session?.close();
});

/** The page has its content: the fetches are done and no spinner is left. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
}

/** The widest elements beyond the viewport's right edge, to name the cause when one overflows. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const classes = element.getAttribute('class') ?? '';
        const right = Math.round(element.getBoundingClientRect().right);
        return `${element.tagName.toLowerCase()}.${classes.replace(/\s+/g, '.')} (${right} px)`;
      });
  });
}

async function rectOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not shown');
  return { top: box.y, bottom: box.y + box.height };
}

/** The top edge of the fixed bottom area; it must show for these tests to mean anything. */
async function bottomAreaTop(page: Page) {
  const area = page.locator('[data-bottom-area]');
  await area.waitFor();
  return (await rectOf(area)).top;
}

describe('phone layout at 360 px', () => {
  it('knows the routes it loads', () => {
    expect(existingRoutes.length).toBeGreaterThan(0);
    expect(existingRoutes.some((route) => route.area === 'public')).toBe(true);
    expect(existingRoutes.some((route) => route.area === 'personal')).toBe(true);
  });

  it.concurrent.for(existingRoutes.map((route) => addressOf(route)))(
    '%s does not scroll sideways, and the browser refuses nothing on it',
    (path, { expect }) =>
      inTab(async (tab) => {
        expect(path, 'a route with parameters needs demo values here').not.toContain(':');
        const refused = refusedOn.get(tab);
        if (!refused) throw new Error('A tab opened before the refusals were listened for');
        refused.length = 0;
        await tab.goto(`${portal}${path}`);
        await settle(tab);
        const width = await tab.evaluate(() => document.documentElement.scrollWidth);
        if (width > phone.width) {
          expect.fail(
            `${path} is ${width} px wide: ${(await overflowingElements(tab)).join(', ')}`,
          );
        }
        expect(refused).toEqual([]);
      }),
  );

  it('keeps the error summary of a failed save clear of the bottom area', async () => {
    await page.route('**/api/portal/user/profile/farm', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Die Hofdaten sind ungültig.' }),
          }),
    );
    try {
      await page.goto(`${portal}${farmPath}`);
      await settle(page);
      await page.getByRole('button', { name: 'Speichern' }).click();
      const summary = page.getByText('Die Hofdaten sind ungültig.');
      await summary.waitFor();
      // At the very end of the page the summary is as low as it can get.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { bottom } = await rectOf(summary);
      expect(bottom).toBeLessThanOrEqual(await bottomAreaTop(page));
    } finally {
      await page.unroute('**/api/portal/user/profile/farm');
    }
  });

  it('shows the toast of a save above the bottom area, for 5 s', async () => {
    await page.goto(`${portal}${farmPath}`);
    await settle(page);
    await page.locator('[name="area"]').fill('17');
    await page.getByRole('button', { name: 'Speichern' }).click();
    // Off the toast: hovering would pause it.
    await page.mouse.move(phone.width / 2, 5);
    const notice = page.locator('[data-toast-id]').filter({ hasText: 'Hofdaten gespeichert.' });
    await notice.waitFor();
    const shownAt = Date.now();
    expect((await rectOf(notice)).bottom).toBeLessThanOrEqual(await bottomAreaTop(page));

    await page.waitForTimeout(Math.max(0, shownAt + 4000 - Date.now()));
    await expect(notice.isVisible()).resolves.toBe(true);
    await notice.waitFor({ state: 'detached', timeout: 4000 });
  });
});
