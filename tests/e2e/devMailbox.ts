import type { BrowserContext } from 'playwright-core';

/**
 * The text of the newest mail to an address that mentions every given text, as the development
 * mailbox shows it. The address is matched on the recipient line only: a mail to someone else
 * (a form's copy for staff) may name the same address in its text.
 */
export async function newestMailText(
  context: BrowserContext,
  portal: string,
  to: string,
  ...mentioning: string[]
): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${portal}/dev/mailbox`);
    const toAddress = mailbox
      .locator('article')
      .filter({ has: mailbox.locator('.meta', { hasText: to }) });
    const mail = mentioning.reduce((mails, text) => mails.filter({ hasText: text }), toAddress);
    return await mail.first().innerText();
  } finally {
    await mailbox.close();
  }
}
