import { localizePath } from '@lindner/i18n/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openPortalPage, waitForPortal, type BrowserSession } from './browser';
import { collectErrors } from './pageWatch';
import { newestMailText } from './devMailbox';

// The forms a model page leads to (apps/portal/src/features/forms, apps/api/src/modules/forms):
// each goes to the dealer nearest to the sender (seed/dealers.ts: Landtechnik Gwiggner sells in
// Kundl, 6250, and Magdalena Schwaiger is its area sales manager) and confirms to the sender.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const dealer = 'office@landtechnik-gwiggner-kundl.at.example';
const areaSalesManager = 'm.schwaiger@lindner-demo.example';

/** A day some days from today as a date field takes it (UTC, never later than Austria's day). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The text of the newest mail to an address that mentions some texts, as the mailbox shows it. */
function mailText(to: string, ...mentioning: string[]) {
  return newestMailText(session.context, portal, to, ...mentioning);
}

async function fillInSender(page: Page, email: string, labels: Record<string, string>) {
  const form = page.locator('main form');
  for (const [label, value] of Object.entries({
    [labels.firstName!]: 'Anna',
    [labels.lastName!]: 'Moser',
    [labels.email!]: email,
    [labels.street!]: 'Dorfstraße 3',
    [labels.zip!]: '6250',
    [labels.city!]: 'Kundl',
  })) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  return form;
}

describe('the forms a model page leads to', () => {
  it('sends a quote request for the Lintrac 130 from its page to the nearest dealer, and confirms it', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(
      page,
      `${portal}${localizePath('model-detail', { slug: 'lintrac-130' }, 'de-at')}`,
    );
    await page.getByRole('main').getByRole('link', { name: 'Angebot anfordern' }).first().click();
    await waitForPortal(page);
    expect(new URL(page.url()).pathname).toBe(localizePath('quote-request', {}, 'de-at'));
    const island = page.locator('[data-lindner-island="quote-request-form"]');
    await expect.poll(() => island.getAttribute('data-lindner-mounted')).toBe('mounted');

    const email = `anna.moser.${Date.now()}@example.com`;
    const form = await fillInSender(page, email, {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      street: 'Straße und Hausnummer',
      zip: 'Postleitzahl',
      city: 'Ort',
    });
    await expect(form.getByLabel('Modell').inputValue()).resolves.toBe('lintrac-130');
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).click();
    await form.getByRole('button', { name: 'Angebot anfordern' }).click();
    await page.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const toDealer = await mailText(dealer, email, 'Zuständiger Händler');
    expect(toDealer).toContain('Angebotsanfrage für Lintrac 130 von Anna Moser');
    expect(toDealer).toContain('Modell: Lintrac 130 (lintrac-130)');
    expect(await mailText(areaSalesManager, email, 'Zuständiger Händler')).toContain(
      'Zuständiger Händler: Landtechnik Gwiggner',
    );
    const confirmation = await mailText(email, 'Du bekommst diese E-Mail');
    expect(confirmation).toContain('Deine Angebotsanfrage für den Lintrac 130');
    expect(confirmation).toContain('Landtechnik Gwiggner');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks for an innovation visit in English on three dates, and refuses a repeated one first', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(
      page,
      `${portal}${localizePath('innovation-visit', {}, 'en')}?model=geotrac-134ep`,
    );
    const island = page.locator('[data-lindner-island="innovation-visit-form"]');
    await expect.poll(() => island.getAttribute('data-lindner-mounted')).toBe('mounted');
    const email = `anna.visit.${Date.now()}@example.com`;
    const form = await fillInSender(page, email, {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail address',
      street: 'Street and number',
      zip: 'Postcode',
      city: 'Town',
    });
    await form.getByLabel('Country').selectOption('AT');
    await form.getByLabel('Phone number').fill('+43 660 1112233');
    await form.getByLabel('1st desired date').fill(inDays(10));
    await form.getByLabel('2nd desired date').fill(inDays(10));
    await form.getByLabel('3rd desired date').fill(inDays(12));
    await form.getByRole('checkbox', { name: /I agree/ }).click();
    await form.getByRole('button', { name: 'Request a visit' }).click();
    const second = form.getByLabel('2nd desired date');
    await expect.poll(() => second.getAttribute('aria-invalid')).toBe('true');

    await second.fill(inDays(11));
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await page.getByText('Thank you for your enquiry.', { exact: false }).first().waitFor();

    const confirmation = await mailText(email, 'You are receiving this e-mail');
    expect(confirmation).toContain('Your innovation visit with the Geotrac 134ep');
    const day = (days: number) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${inDays(days)}T12:00:00Z`),
      );
    for (const days of [10, 11, 12]) expect(confirmation).toContain(day(days));
    expect(await mailText(dealer, email, 'Wunschtermin 1')).toContain(
      'Innovationsbesuch mit Geotrac 134ep',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders both forms on the server with the model chosen, in their language', async () => {
    for (const [locale, name, title] of [
      ['de', 'quote-request', 'Angebot anfordern'],
      ['en', 'quote-request', 'Request a quote'],
      ['fr-fr', 'innovation-visit', 'Visite innovation'],
    ] as const) {
      const response = await fetch(`${portal}${localizePath(name, {}, locale)}?model=lintrac-130`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toMatch(/<option value="lintrac-130" selected="">Lintrac 130<\/option>/);
    }
  });
});
