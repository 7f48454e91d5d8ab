import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { users } from '../../plugins/users';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { profileOf, validProfile } from './profileTestData';

// At most 5 confirmation mails per user and 20 per client address in an hour, the profile's and
// the newsletter's together (mail/confirmationMails.ts).

const server = apiTestServerPerFile();

async function mailsTo(recipient: string) {
  return server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, recipient));
}

async function storedEmail(userId: string) {
  const [row] = await server.database.orm
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row!.email;
}

/**
 * A server of its own on this file's database, counting from zero (also with a shared Redis):
 * the limits count in the server, which the reset between tests does not touch.
 */
async function freshServer() {
  const { call: fresh } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
  return (
    user: string,
    email: string,
    { address, language = 'en' }: { address: string; language?: string },
  ) =>
    fresh(user, '/user/profile', {
      method: 'PUT',
      json: { ...validProfile, email },
      headers: { 'accept-language': language },
      remoteAddress: address,
    });
}

describe('the limit of confirmation mails', () => {
  it('refuses a user’s 6th address change within an hour with 429: no 6th mail, the 5th address kept', async () => {
    const changeAddress = await freshServer();
    const here = '198.51.100.1';
    for (let change = 1; change <= 5; change++) {
      const changed = await changeAddress(demoIds.newcomer, `lena.${change}@example.org`, {
        address: here,
      });
      expect(changed.statusCode).toBe(200);
      expect(profileOf(changed).email).toBe(`lena.${change}@example.org`);
    }
    const sixth = await changeAddress(demoIds.newcomer, 'lena.6@example.org', {
      address: here,
      language: 'de',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message:
        'Du hast in der letzten Stunde schon mehrere Bestätigungs-E-Mails angefordert. Die nächste kannst Du in 60 Minuten anfordern.',
      data: { data: null },
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    for (let change = 1; change <= 5; change++) {
      expect(await mailsTo(`lena.${change}@example.org`)).toHaveLength(1);
    }
    expect(await mailsTo('lena.6@example.org')).toEqual([]);
    expect(await storedEmail(demoIds.newcomer)).toBe('lena.5@example.org');

    // Counted per user: another address does not help.
    const elsewhere = await changeAddress(demoIds.newcomer, 'lena.6@example.org', {
      address: '198.51.100.2',
      language: 'fr',
    });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toBe(
      'Vous avez déjà demandé plusieurs e-mails de confirmation au cours de la dernière heure. Vous pourrez demander le prochain dans 60 minutes.',
    );
    expect(await mailsTo('lena.6@example.org')).toEqual([]);
    expect(await storedEmail(demoIds.newcomer)).toBe('lena.5@example.org');

    // A save that sends no mail is not limited.
    const unchanged = await changeAddress(demoIds.newcomer, 'lena.5@example.org', {
      address: here,
    });
    expect(unchanged.statusCode).toBe(200);
    // Another user from the same address is not refused for her.
    const farmer = await changeAddress(demoIds.farmer, 'josef.neu@example.org', { address: here });
    expect(farmer.statusCode).toBe(200);
    expect(await mailsTo('josef.neu@example.org')).toHaveLength(1);
  });

  it('counts the newsletter’s confirmation mails together with the address confirmations', async () => {
    const { call: fresh } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
    const subscribed = await fresh(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      json: {},
    });
    expect(subscribed.statusCode).toBe(200);
    for (let change = 1; change <= 4; change++) {
      const changed = await fresh(demoIds.newcomer, '/user/profile', {
        method: 'PUT',
        json: { ...validProfile, email: `lena.${change}@example.org` },
      });
      expect(changed.statusCode).toBe(200);
    }
    const sixth = await fresh(demoIds.newcomer, '/user/profile', {
      method: 'PUT',
      json: { ...validProfile, email: 'lena.5@example.org' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have already asked for several confirmation e-mails in the last hour. You can ask for the next one in 60 minutes.',
    );
    expect(await storedEmail(demoIds.newcomer)).toBe('lena.4@example.org');
  });

  it('refuses the 21st mail from one client address within an hour, whichever users ask', async () => {
    const changeAddress = await freshServer();
    const shared = '198.51.100.7';
    const newUsers = Array.from({ length: 21 }, () => randomUUID());
    for (const [index, user] of newUsers.slice(0, 20).entries()) {
      const changed = await changeAddress(user, `user.${index}@example.org`, { address: shared });
      expect(changed.statusCode, `user ${index}`).toBe(200);
    }
    const last = newUsers[20]!;
    const refused = await changeAddress(last, 'user.20@example.org', { address: shared });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Many confirmation e-mails have been asked for from your connection in the last hour. You can ask for the next one in 60 minutes.',
    );
    expect(await mailsTo('user.20@example.org')).toEqual([]);
    expect(await storedEmail(last)).toBeNull();

    // The same user from another address is not refused for the first one.
    const elsewhere = await changeAddress(last, 'user.20@example.org', { address: '198.51.100.8' });
    expect(elsewhere.statusCode).toBe(200);
    expect(await mailsTo('user.20@example.org')).toHaveLength(1);
  });
});
