import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { newestMailText } from './devMailbox';

// The maintenance reminder mail (issue 33 point 2) and its unsubscribe link. The job runs through
// the development route as of 400 days ahead: by then the yearly items of the farmer's Lintrac
// are due whatever other tests marked done today. The farmer's language is whichever the
// farmer last opened maintenance in, so the page is read by its states, not its words.
const portal = inject('portalUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the maintenance reminder', () => {
  it('mails the farmer the Lintrac’s due items; its link unsubscribes after a click, and back', async () => {
    const job = await fetch(`${portal}/dev/jobs/maintenance-reminders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ daysAhead: 400 }),
    });
    expect(job.status).toBe(200);
    expect(((await job.json()) as { mailed: number }).mailed).toBeGreaterThanOrEqual(1);

    const text = await newestMailText(
      session.context,
      portal,
      'josef.brunner@example.com',
      'VBLA11000L0012345',
      '/maintenance/reminders/unsubscribe/',
    );
    const link = /https?:\/\/\S+\/maintenance\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(
      text,
    )?.[0];
    expect(link, text).toBeDefined();

    const { page } = session;
    await page.goto(link!);
    await page.locator('h1[data-state="confirm"]').waitFor();
    // Opening it again changes nothing: it still asks.
    await page.reload();
    await page.locator('h1[data-state="confirm"]').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.locator('h1[data-state="unsubscribed"]').waitFor();

    await page.goto(link!);
    await page.locator('h1[data-state="unsubscribed"]').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.locator('h1[data-state="resubscribed"]').waitFor();

    const tampered = await fetch(`${link!.slice(0, -4)}AAAA`);
    expect(tampered.status).toBe(404);
  });
});
