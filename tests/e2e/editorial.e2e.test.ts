import { localizePath } from '@lindner/i18n/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contextOptions,
  openBrowser,
  openSignedIn,
  signedInContext,
  signInAt,
  waitForPortal,
  type BrowserSession,
} from './browser';
import { collectErrors } from './pageWatch';

// Issue 30 point 5, the one editorial review: the farmer writes a guestbook entry and a user
// report (signed in, through the public API), staff sign in on the sign-on page, approve the
// entry and reject the report with a reason; the farmer reads the reason under "Meine Beiträge",
// and the reason is in the development mailbox. The entries are this file's own.
const portal = inject('portalUrl');
const api = `${portal}/api/portal`;
const run = Date.now();
const guestbookText = `Danke für die schnelle Hilfe in der Werkstatt (${run}).`;
const reportTitle = `Lintrac 130 im Steilhang (${run})`;
const reason = `Bitte lade ein Foto hoch, auf dem der Traktor zu sehen ist (${run}).`;
const writerAddress = `josef.brunner.${run}@example.com`;
const reviewPath = localizePath('editorial-review', {}, 'de-at');
const myPostsPath = localizePath('my-posts', {}, 'de-at');

let session: BrowserSession;
let farmer: BrowserContext;
let farmerPage: Page;
let farmerToken: string;

/** The farmer's access token, as the portal gets it when it signs on with the farmer's session. */
async function signOnAndKeepToken(page: Page, url: string): Promise<string> {
  const tokens = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/protocol/openid-connect/token'),
  );
  await openSignedIn(page, url);
  const answer = (await (await tokens).json()) as { access_token: string };
  return answer.access_token;
}

async function send(path: string, body: unknown) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'de-AT',
      authorization: `Bearer ${farmerToken}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { data: { id: string } } }).data.data;
}

/** The newest mail in the development mailbox that mentions a text. */
async function mailMentioning(text: string) {
  const mailbox = await session.context.newPage();
  await mailbox.goto(`${portal}/dev/mailbox`);
  const mail = await mailbox.locator('article').filter({ hasText: text }).first().innerText();
  await mailbox.close();
  return mail;
}

beforeAll(async () => {
  session = await openBrowser();
  farmer = await signedInContext(session.browser, 'farmer');
  farmerPage = await farmer.newPage();
  farmerToken = await signOnAndKeepToken(farmerPage, `${portal}${myPostsPath}`);
  await send('/guestbook/entries', {
    kind: 'entry',
    name: 'Josef Brunner',
    email: writerAddress,
    text: guestbookText,
    spamAnswer: 'Winter',
    privacyConsent: true,
  });
  await send('/user-reports', {
    modelId: 'lintrac-130',
    title: reportTitle,
    text: 'Mit dem Lintrac mähen wir Hänge bis 60 % Neigung, sicher und ohne Rutschen.',
    firstName: 'Josef',
    region: 'Tirol',
    email: writerAddress,
    pictures: [],
    privacyConsent: true,
  });
});
afterAll(async () => {
  await session?.close();
});

describe('the editorial review', () => {
  let staffPage: Page;

  it('shows the farmer both entries as waiting for review', async () => {
    await farmerPage.reload();
    await waitForPortal(farmerPage);
    const report = farmerPage.getByRole('article').filter({ hasText: reportTitle });
    await report.getByText('Wartet auf Prüfung').waitFor();
    await expect(report.getByText('Anwenderbericht', { exact: true }).count()).resolves.toBe(1);
  });

  it('lets staff sign in, approve the guestbook entry and reject the report with a reason', async () => {
    const staff = await session.browser.newContext(contextOptions);
    staffPage = await staff.newPage();
    const errors = collectErrors(staffPage);
    await signInAt(staffPage, `${portal}${reviewPath}`, 'staff');
    await waitForPortal(staffPage);

    const entry = staffPage.getByRole('article').filter({ hasText: guestbookText });
    await entry.getByText('Gästebuch', { exact: true }).waitFor();
    await expect(entry.getByText('Josef Brunner').count()).resolves.toBe(1);
    await entry.getByRole('button', { name: 'Freigeben' }).click();
    await staffPage.getByText('Beitrag freigegeben und veröffentlicht.').first().waitFor();
    // Approved without an answer: it leaves the review for the entries that wait for one.
    await entry.getByRole('button', { name: 'Freigeben' }).waitFor({ state: 'detached' });
    const toAnswer = staffPage.getByRole('region', {
      name: 'Gästebuch: freigegeben, noch ohne Antwort',
    });
    await toAnswer.getByRole('article').filter({ hasText: guestbookText }).waitFor();

    const report = staffPage.getByRole('article').filter({ hasText: reportTitle });
    await report.getByRole('button', { name: 'Ablehnen' }).click();
    const send = report.getByRole('button', { name: 'Ablehnung senden' });
    await send.click();
    const reasonField = report.getByLabel(/^Begründung/);
    await expect.poll(() => reasonField.getAttribute('aria-invalid')).toBe('true');
    await reasonField.fill(reason);
    await send.click();
    await staffPage
      .getByText('Beitrag abgelehnt. Die Begründung geht per E-Mail')
      .first()
      .waitFor();
    await report.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('shows the farmer the published entry and the reason of the rejection', async () => {
    await farmerPage.reload();
    await waitForPortal(farmerPage);
    const report = farmerPage.getByRole('article').filter({ hasText: reportTitle });
    await report.getByText('Abgelehnt', { exact: true }).waitFor();
    await report.getByText(reason).waitFor();
    const entry = farmerPage.getByRole('article').filter({ hasText: guestbookText });
    await entry.getByText(/^Veröffentlicht seit/).waitFor();
  });

  it('mails the reason to the writer', async () => {
    const mail = await mailMentioning(reason);
    expect(mail).toContain(writerAddress);
    expect(mail).toContain('Dein Beitrag wurde nicht veröffentlicht');
    // The report's title in the review names its model first ("Lintrac 130: …").
    expect(mail).toContain(`${reportTitle}“ (Anwenderbericht)`);
    expect(mail).toContain(`${portal}${myPostsPath}`);
  });
});
