import type { BrowserContext } from 'playwright-core';
import { newestMailText } from './devMailbox';

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
  const text = await newestMailText(context, portal, to, subject);
  const link = /https?:\/\/\S+\/login-actions\/action-token\?key=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}: ${text}`);
  return link;
}
