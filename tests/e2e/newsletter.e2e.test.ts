import { localizePath } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, waitForPortal, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';
import { newestMailText } from './devMailbox';

// The public newsletter sign-up (apps/portal/src/features/newsletter, apps/api/src/modules/
// newsletter): double opt-in by the mail's link, then the interests.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The text of the newest mail to an address, as the development mailbox shows it. */
function mailText(to: string) {
  return newestMailText(session.context, portal, to);
}

describe('the newsletter sign-up', () => {
  it('subscribes a visitor, confirms by the mail, and stores the interests chosen', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('newsletter', {}, 'de-at')}`);
    const signUp = page.locator('[data-lindner-island="newsletter-sign-up"]');
    await expect.poll(() => signUp.getAttribute('data-lindner-mounted')).toBe('mounted');

    const email = `anna.newsletter.${Date.now()}@example.com`;
    const form = page.locator('main form');
    await form.getByLabel(/^E-Mail-Adresse/).fill(email);
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).click();
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await page.getByText('Bitte schau in Dein Postfach', { exact: false }).waitFor();

    const mail = await mailText(email);
    expect(mail).toContain('Bitte bestätige Deine Anmeldung zum Lindner-Newsletter');
    const link = /https?:\/\/\S+\/newsletter\/subscriptions\/confirm\?token=[A-Za-z0-9_-]+/.exec(
      mail,
    )?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await waitForPortal(page);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(localizePath('newsletter', {}, 'de-at'));
    const token = landed.searchParams.get('token');
    expect(token).toHaveLength(43);
    await page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigt' }).waitFor();
    const interests = page.locator('[data-lindner-island="newsletter-interests"]');
    await expect.poll(() => interests.getAttribute('data-lindner-mounted')).toBe('mounted');
    await page.getByRole('checkbox', { name: 'Telematik' }).click();
    await page.getByRole('checkbox', { name: 'Supercup' }).click();
    await page.getByRole('button', { name: 'Interessen speichern' }).click();
    await page.getByText('Deine Interessen sind gespeichert.').waitFor();

    const stored = await page.request.get(
      `${portal}/api/portal/newsletter/interests?token=${token}`,
    );
    expect(stored.status()).toBe(200);
    expect((await stored.json()).data.data).toEqual({ interests: ['telematics', 'supercup'] });
    // The link opened again shows the interests chosen.
    await page.reload();
    await waitForPortal(page);
    await expect(page.getByRole('checkbox', { name: 'Telematik' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Supercup' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Kommunal' }).isChecked()).resolves.toBe(false);

    // The address is subscribed now: a second sign-up says so.
    await openPortalPage(page, `${portal}${localizePath('newsletter', {}, 'de-at')}`);
    await expect.poll(() => signUp.getAttribute('data-lindner-mounted')).toBe('mounted');
    await form.getByLabel(/^E-Mail-Adresse/).fill(email);
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).click();
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await page
      .getByText('Für diese E-Mail-Adresse besteht bereits ein Newsletter-Abonnement.')
      .waitFor();
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await page.close();
  });
});
