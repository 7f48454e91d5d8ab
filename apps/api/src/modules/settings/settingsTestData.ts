import { apiEnvelopeSchema, settingsSchema, type Settings } from '@lindner/api/schema';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailbox } from '../../mail/tables';
import type { ApiCallInit } from '../../testing/apiClient';
import type { ApiTestServer } from '../../testing/apiTestServer';
import { testPublicUrl } from '../../testing/testServer';

// What the settings' tests share.

export const settingsOf = (response: { json(): unknown }): Settings =>
  apiEnvelopeSchema(settingsSchema).parse(response.json()).data.data;

/** Calls of the settings on a test server, and the mails it kept. */
export function settingsCalls(server: ApiTestServer) {
  const send = (
    user: string | null,
    method: 'PUT' | 'POST' | 'DELETE',
    path: string,
    json?: unknown,
    headers: ApiCallInit['headers'] = {},
  ) => server.call(user, path, { method, json, headers });

  async function latestMail(userId: string) {
    const [mail] = await server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.userId, userId))
      .orderBy(desc(mailbox.createdAt));
    return mail;
  }

  /** The confirmation link of the newest mail, as a path on this server. */
  async function confirmationLink(userId: string): Promise<string> {
    const mail = await latestMail(userId);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
      mail?.textBody ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${testPublicUrl}/api/portal/newsletter/confirm?token=`)).toBe(true);
    return link!.slice(testPublicUrl.length);
  }

  return { send, latestMail, confirmationLink };
}
