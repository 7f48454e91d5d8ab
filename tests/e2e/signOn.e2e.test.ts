import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';

const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('signing in to the personal area', () => {
  it('sends an anonymous visitor to the sign-on page in their language', async () => {
    const { page } = session;
    await page.goto(`${portal}/de-at/mein-lindner`);
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await expect(page.locator('html').getAttribute('lang')).resolves.toMatch(/^de/);
    await expect(page.locator('#kc-login').isVisible()).resolves.toBe(true);
  });

  it('lands the farmer on the dashboard with name, navigation and the expiry banner', async () => {
    const { page } = session;
    await signIn(page, 'farmer');
    await page.waitForURL(`${portal}/de-at/mein-lindner`);

    await page.getByRole('heading', { level: 1, name: /Josef Brunner/ }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Persönlicher Bereich' });
    await navigation.getByRole('link', { name: 'Fuhrpark' }).waitFor();
    await expect(navigation.getByRole('link').count()).resolves.toBeGreaterThanOrEqual(10);

    const banner = page.getByRole('region', { name: /Vertrag|Lizenz|läuft/ });
    await banner.getByText('TracLink Smart').waitFor();
    await expect(banner.getByRole('link').first().getAttribute('href')).resolves.toMatch(
      /^\/de-at\/mein-lindner\/fuhrpark\/[0-9a-f-]{36}\/traclink\/kasse\?renew=[0-9a-f-]{36}$/,
    );
  });

  it('signs on again in a hidden frame when a page is opened anew, never leaving it', async () => {
    const { page } = session;
    const visited: string[] = [];
    const track = (frame: Frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', track);
    try {
      await page.goto(`${portal}/de-at/mein-lindner/profil`);
      await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
      await page.getByRole('textbox', { name: /Vorname/ }).waitFor();
    } finally {
      page.off('framenavigated', track);
    }
    // A page that goes to the sign-on and back would show /realms/… between two loads.
    expect(visited.every((path) => path === '/de-at/mein-lindner/profil')).toBe(true);
  });

  it('shows the personal area in English under /en/my-lindner', async () => {
    const { page } = session;
    await page.goto(`${portal}/en/my-lindner`);
    await page.getByRole('heading', { level: 1, name: /Josef Brunner/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Personal area' })
      .getByRole('link', { name: 'Fleet' })
      .waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
  });

  it('signs out and returns to the sign-on page', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/realms/lindner/'));
    await page.locator('#kc-login').waitFor();
  });
});
