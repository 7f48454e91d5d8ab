import { locales, localizePath, modelSectionSegment } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';

// The model range's public pages (apps/portal/src/features/models), server-rendered from the
// API's models (apps/api/src/modules/models) with the seed's range.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The current range of the seed (shared/data/lindner-models.json), by id. */
const range = {
  'lintrac-90': 'Lintrac 90',
  'lintrac-100': 'Lintrac 100',
  'lintrac-110': 'Lintrac 110',
  'lintrac-115-ls': 'Lintrac 115 LS',
  'lintrac-130': 'Lintrac 130',
  'geotrac-74ep': 'Geotrac 74ep',
  'geotrac-84ep': 'Geotrac 84ep',
  'geotrac-94ep': 'Geotrac 94ep',
  'geotrac-104ep': 'Geotrac 104ep',
  'geotrac-124': 'Geotrac 124',
  'geotrac-134ep': 'Geotrac 134ep',
  'unitrac-112-ldrive': 'Unitrac 112 LDrive',
  'unitrac-122-ldrive': 'Unitrac 122 LDrive',
};

/** The page a server answers for a path, as a browser without JavaScript gets it. */
async function serverPage(path: string) {
  const response = await fetch(`${portal}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('the model pages', () => {
  it('lead from the menu to the Lintrac 130, whose every section has its own address', async () => {
    // Wide enough for the header to show its navigation rather than the menu button.
    const context = await session.browser.newContext({
      locale: 'de-AT',
      viewport: { width: 1500, height: 900 },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('home', {}, 'de-at')}`);
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.locator('summary', { hasText: 'Modelle' }).click();
    await menu.getByRole('link', { name: 'Alle Modelle' }).click();
    await page.waitForURL(`${portal}/de-at/modelle`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Modelle');
    for (const series of ['Lintrac', 'Geotrac', 'Unitrac']) {
      await expect(page.getByRole('heading', { level: 2, name: series }).count()).resolves.toBe(1);
    }

    await page.getByRole('link', { name: 'Lintrac 130', exact: true }).click();
    await page.waitForURL(`${portal}/de-at/modelle/lintrac-130`);
    // A page of text: no island, so no framework (the calculator is on the financing page).
    await expect(page.locator('[data-lindner-island]').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Lintrac 130',
    );
    const contents = page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link');
    const sections = await contents.evaluateAll((links) =>
      links.map((link) => ({ title: link.textContent ?? '', href: link.getAttribute('href') })),
    );
    // The Lintrac 130 has every section SPEC.md names, each an anchor of the whole page.
    expect(sections.map(({ href }) => href)).toEqual(
      [
        'overview',
        'transmission',
        'traclink',
        'lights',
        'ldrive',
        'hydraulics',
        'four-wheel-steering',
        'engine',
        'dimensions',
        'cabin',
        'financing',
      ].map(
        (section) => `/de-at/modelle/lintrac-130/${modelSectionSegment(section as 'engine', 'de')}`,
      ),
    );
    const anchors = await page
      .locator('main section[id]')
      .evaluateAll((all) => all.map((each) => each.id));
    expect(anchors).toEqual(sections.map(({ href }) => href!.split('/').at(-1)));

    for (const { title, href } of sections) {
      const response = await page.goto(`${portal}${href}`);
      expect(response?.status(), href!).toBe(200);
      await expect(
        page.getByRole('heading', { level: 2, name: title, exact: true }).count(),
      ).resolves.toBe(1);
      const current = page
        .getByRole('navigation', { name: 'Inhalt' })
        .locator('[aria-current="page"]');
      await expect(current.textContent()).resolves.toBe(title);
      await expect(page.title()).resolves.toContain(title);
      await expect(page.title()).resolves.toContain('Lintrac 130');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('start the finance calculator from the model’s price with VAT', async () => {
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}/de-at/modelle/lintrac-130/finanzierung`);
    const island = page.locator('[data-lindner-island="model-financing"]');
    await expect.poll(() => island.getAttribute('data-lindner-mounted')).toBe('mounted');
    // The seed's demo list price: EUR 149,000 net, 178,800 with 20 % VAT.
    await expect(island.getByText('Kaufpreis Lintrac 130: € 178.800,00').count()).resolves.toBe(1);
    await page.close();
  });

  it('open the axle-load calculator with the model’s weights', async () => {
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}/de-at/modelle/lintrac-130`);
    await page.getByRole('link', { name: 'Achslasten prüfen' }).click();
    await page.waitForURL(/\/de-at\/service-kontakt\/achslastrechner\?/);
    const calculator = page.locator('[data-lindner-island="axle-load-calculator"]');
    await expect.poll(() => calculator.getAttribute('data-lindner-mounted')).toBe('mounted');
    await expect
      .poll(() => page.getByLabel('Modell', { exact: true }).inputValue())
      .toBe('lintrac-130');
    // The seed's demo figures of the Lintrac 130: 5,000 kg unladen, a wheelbase of 2.5 m.
    await expect.poll(() => page.getByLabel('Leergewicht (kg)').inputValue()).toBe('5000');
    await expect(page.getByLabel('Radstand (m)').inputValue()).resolves.toBe('2,5');
    await page.close();
  });

  it('show the Lintrac 130’s used machines and the next events, each opening its page', async () => {
    // What the page should show, as the API answers it: the model's used and demonstrator
    // machines (the seed has some of the Lintrac 130) and the upcoming events, soonest first.
    const api = async <T>(path: string) =>
      ((await (await fetch(`${portal}/api/portal${path}`)).json()) as { data: { data: T } }).data
        .data;
    const { machines } = await api<{ machines: { id: string }[] }>(
      '/machines?model=lintrac-130&type=used,demo',
    );
    const { events } = await api<{ events: { slug: string; title: string }[] }>('/events');
    expect(machines.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);

    const page = await session.context.newPage();
    const errors = collectErrors(page);
    const modelPage = `${portal}/de-at/modelle/lintrac-130`;
    await openPortalPage(page, modelPage);
    // Still a page of text: the used machines and events come with its HTML, without script.
    await expect(page.locator('[data-lindner-island]').count()).resolves.toBe(0);

    const used = page.getByRole('region', { name: 'Gebrauchte Lintrac 130' });
    const cardLinks = used.getByRole('article').getByRole('link');
    const hrefs = await cardLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual(
      machines.slice(0, 3).map(({ id }) => localizePath('used-machine-detail', { id }, 'de-at')),
    );
    for (const name of await cardLinks.allTextContents()) expect(name).toBe('Lindner Lintrac 130');
    await expect(
      used.getByRole('link', { name: 'Alle gebrauchten Lintrac 130' }).getAttribute('href'),
    ).resolves.toBe('/de-at/gebrauchtmaschinen?type=used%2Cdemo&model=lintrac-130');

    const upcoming = page.getByRole('region', { name: 'Kommende Veranstaltungen' });
    const eventLinks = upcoming.getByRole('listitem').getByRole('link');
    await expect(eventLinks.allTextContents()).resolves.toEqual(
      events.slice(0, 3).map(({ title }) => title),
    );
    await expect(
      upcoming.getByRole('link', { name: 'Alle Veranstaltungen' }).getAttribute('href'),
    ).resolves.toBe('/de-at/lindner-welt/news-events/events');

    // The forms, with the model chosen.
    await expect(
      page.getByRole('link', { name: 'Angebot anfordern' }).getAttribute('href'),
    ).resolves.toBe('/de-at/service-kontakt/angebot-anfordern?model=lintrac-130');
    await expect(
      page.getByRole('link', { name: 'Innovationsbesuch vereinbaren' }).getAttribute('href'),
    ).resolves.toBe('/de-at/service-kontakt/innovationsbesuch?model=lintrac-130');

    await cardLinks.first().click();
    await page.waitForURL(`${portal}${hrefs[0]}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Lindner Lintrac 130',
    );

    await openPortalPage(page, modelPage);
    await eventLinks.first().click();
    await page.waitForURL(
      `${portal}${localizePath('event-detail', { slug: events[0]!.slug }, 'de-at')}`,
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      events[0]!.title,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filter the range by use without JavaScript', async () => {
    const context = await session.browser.newContext({ locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portal}/de-at/modelle`);
    await page.getByLabel('Einsatz', { exact: true }).selectOption({ label: 'Wein- und Obstbau' });
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(`${portal}/de-at/modelle?use=vineyard`);
    const names = await page.locator('main h3').allTextContents();
    expect(names.map((name) => name.trim())).toEqual([
      'Lintrac 90',
      'Geotrac 74ep',
      'Geotrac 84ep',
    ]);
    await context.close();
  });

  it('answer every model in every locale with its own title and no raw message', async () => {
    for (const locale of locales) {
      const overview = await serverPage(localizePath('models', {}, locale));
      expect(overview.status, locale).toBe(200);
      for (const [id, name] of Object.entries(range)) {
        const path = localizePath('model-detail', { slug: id }, locale);
        const { status, html } = await serverPage(path);
        expect(status, path).toBe(200);
        expect(html, path).toMatch(new RegExp(`<title>${name} [^<]*</title>`));
        expect(html, path).toContain(`>${name}</h1>`);
        expect(html, path).not.toContain('portal.models.');
        expect(overview.html, locale).toContain(`>${name}</a>`);
      }
    }
  });

  it('give a section page its own canonical address and each language’s words', async () => {
    const page = await session.context.newPage();
    await openPortalPage(page, `${portal}/de-at/modelle/lintrac-130/abmessungen`);
    const link = (selector: string) => page.locator(selector).getAttribute('href');
    await expect(link('link[rel="canonical"]')).resolves.toBe(
      `${portal}/de-at/modelle/lintrac-130/abmessungen`,
    );
    await expect(link('link[rel="alternate"][hreflang="en"]')).resolves.toBe(
      `${portal}/en/models/lintrac-130/dimensions`,
    );
    await expect(link('link[rel="alternate"][hreflang="fr-FR"]')).resolves.toBe(
      `${portal}/fr-fr/modeles/lintrac-130/dimensions`,
    );
    await expect(page.getByRole('table', { name: 'Technische Daten' }).count()).resolves.toBe(1);
    // A shared link's preview: the page's address and the model's picture, absolute.
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content');
    await expect(meta('og:url')).resolves.toBe(`${portal}/de-at/modelle/lintrac-130/abmessungen`);
    await expect(meta('og:type')).resolves.toBe('product');
    const picture = await meta('og:image');
    expect(picture).toBe(`${portal}/api/portal/model-pictures/lintrac-130-xs.webp`);
    const image = await fetch(picture!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const product = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { name?: string; brand?: { name?: string } };
    expect(product).toMatchObject({ name: 'Lintrac 130', brand: { name: 'Lindner' } });
    await page.close();
  });

  it('answer 404 for a model or a section that does not exist', async () => {
    for (const path of [
      '/de-at/modelle/lintrac-999',
      '/de-at/modelle/geotrac-84ep/ldrive',
      '/de-at/modelle/lintrac-130/dimensions',
    ]) {
      expect((await serverPage(path)).status, path).toBe(404);
    }
  });
});
