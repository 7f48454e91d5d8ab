import { localizePath } from '@lindner/i18n/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openBrowser,
  openPortalPage,
  openSignedIn,
  signedInContext,
  type BrowserSession,
} from './browser';
import { collectErrors } from './pageWatch';
import { newestMailText } from './devMailbox';

// The RMI form (a public page, apps/portal/src/features/forms) and the GVL contact form on the
// services page (apps/portal/src/features/services) against the real API and its development
// mailbox. The farmer lives in Kundl (6250): Landtechnik Gwiggner's region, whose area sales
// manager is Magdalena Schwaiger (seed/dealers.ts). The RMI desk is the configuration's default.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const rmiDesk = 'rmi@lindner.example';
const areaSalesManager = 'm.schwaiger@lindner-demo.example';

/** The text of the newest mail to an address that mentions some texts, as the mailbox shows it. */
function mailText(to: string, ...mentioning: string[]) {
  return newestMailText(session.context, portal, to, ...mentioning);
}

describe('the RMI form', () => {
  it('sends a workshop’s request to the RMI desk and confirms it to the workshop', async () => {
    const page = await session.context.newPage();
    const errors = collectErrors(page);
    await openPortalPage(page, `${portal}${localizePath('rmi', {}, 'de-at')}`);
    const island = page.locator('[data-lindner-island="rmi-form"]');
    await expect.poll(() => island.getAttribute('data-lindner-mounted')).toBe('mounted');

    const email = `werkstatt.${Date.now()}@example.com`;
    const vehicle = `LIN130A${Date.now()}`;
    const form = page.locator('main form');
    await form.getByLabel(/^Werkstatt \(Firma\)/).fill('Kfz-Werkstatt Pichler');
    await form.getByLabel(/^Vorname/).fill('Stefan');
    await form.getByLabel(/^Nachname/).fill('Pichler');
    await form.getByLabel(/^E-Mail-Adresse/).fill(email);
    await form.getByLabel(/^Fahrgestellnummer oder Modell/).fill(vehicle);
    // Sent without what is needed and the consent first: the fields say so, nothing goes out.
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect
      .poll(() =>
        form.getByLabel(/^Welche Informationen brauchst Du\?/).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await form
      .getByLabel(/^Welche Informationen brauchst Du\?/)
      .fill('Wartungsplan und Anzugsmomente der Vorderachse');
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).click();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const toDesk = await mailText(rmiDesk, vehicle);
    expect(toDesk).toContain('RMI-Anfrage von Stefan Pichler');
    expect(toDesk).toContain(`Fahrgestellnummer oder Modell: ${vehicle}`);
    expect(toDesk).toContain(`E-Mail: ${email}`);
    const confirmation = await mailText(email, 'Du bekommst diese E-Mail');
    expect(confirmation).toContain('Deine Anfrage nach Reparatur- und Wartungsinformationen');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the GVL contact form', () => {
  it('lets the farmer write to the area sales manager from the services page', async () => {
    const context = await signedInContext(session.browser, 'farmer');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openSignedIn(page, `${portal}${localizePath('services', {}, 'de-at')}#GvlContact`);
    const contact = page.locator('#GvlContact');
    const form = contact.getByRole('form', { name: 'Schreib Deinem Gebietsverkaufsleiter' });
    // The profile's details are filled in.
    await expect.poll(() => form.getByLabel(/^Vorname/).inputValue()).toBe('Josef');
    await expect(form.getByLabel(/^Postleitzahl/).inputValue()).resolves.toBe('6250');

    const message = `Wir planen drei neue Traktoren (${Date.now()}).`;
    await form.getByLabel(/^Funktion im Unternehmen/).fill('Betriebsleiter');
    await form.getByLabel(/^Mitarbeiter/).selectOption('10-49');
    await form.getByLabel(/^Jahresumsatz/).selectOption('2m-10m');
    await form.getByLabel(/^Nachricht/).fill(message);
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).click();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await contact.getByText('Vielen Dank für Deine Anfrage.', { exact: false }).first().waitFor();

    const toManager = await mailText(areaSalesManager, message);
    expect(toManager).toContain('Kontaktanfrage an den Gebietsverkaufsleiter von Josef Brunner');
    expect(toManager).toContain('Mitarbeiter: 10 bis 49');
    expect(toManager).toContain('Jahresumsatz: 2 bis 10 Mio. €');
    expect(toManager).toContain('Funktion im Unternehmen: Betriebsleiter');
    expect(await mailText('josef.brunner@example.com', 'Gebietsverkaufsleiter')).toContain(
      'Deine Nachricht an Deinen Lindner-Gebietsverkaufsleiter',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
