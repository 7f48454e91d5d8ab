import type { BrowserContext } from 'playwright-core';

/**
 * The link of the newest sign-on mail (verification, reset) to an address with this subject, as
 * the development mailbox shows it.
 */
export async function actionLinkInMail(
  context: BrowserContext,
  portal: string,
  to: string,
  subject: string,
): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto(`${portal}/dev/mailbox`);
  const mail = mailbox.locator('article').filter({ hasText: to }).filter({ hasText: subject });
  const text = await mail.first().innerText();
  await mailbox.close();
  const link = /https?:\/\/\S+\/login-actions\/action-token\?key=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}: ${text}`);
  return link;
}
