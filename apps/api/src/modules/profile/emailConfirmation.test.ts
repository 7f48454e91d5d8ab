import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { users } from '../../plugins/users';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { validProfile } from './profileTestData';

const server = apiTestServerPerFile();
const { call } = server;

const putProfile = (user: string | null, json: unknown, headers: Record<string, string> = {}) =>
  call(user, '/user/profile', { method: 'PUT', json, headers });

async function mailsTo(recipient: string) {
  return server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, recipient))
    .orderBy(desc(mailbox.createdAt));
}

async function emailVerifiedAt(userId: string) {
  const [row] = await server.database.orm
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!.at;
}

/** The confirmation link of a mail, as a path on this server. */
function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/email\/confirm\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

describe('a changed e-mail address', () => {
  it('is confirmed by a link sent to it before anything else is mailed there', async () => {
    const changed = await putProfile(
      demoIds.newcomer,
      { ...validProfile, email: 'Lena.Neu@Example.org' },
      { 'accept-language': 'de-AT' },
    );
    expect(changed.statusCode).toBe(200);
    expect(await emailVerifiedAt(demoIds.newcomer)).toBeNull();
    const [mail, ...more] = await mailsTo('lena.neu@example.org');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      userId: demoIds.newcomer,
      subject: 'Bitte bestätige Deine E-Mail-Adresse für das Lindner-Portal',
    });
    expect(mail!.textBody).toContain('Hallo Lena Gruber,');
    const link = linkIn(mail!.textBody);

    // Nothing else goes to the address before it is confirmed.
    const newsletter = await call(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      json: {},
    });
    expect(newsletter.statusCode).toBe(409);
    expect(newsletter.json().message).toBe(
      'Please confirm your e-mail address first with the link we sent you; only then will we send you the newsletter.',
    );
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(1);

    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de-AT">');
    expect(page.body).toContain('E-Mail-Adresse bestätigt');
    expect(await emailVerifiedAt(demoIds.newcomer)).not.toBeNull();
    const twice = await server.app.inject({ method: 'GET', url: link });
    expect(twice.statusCode).toBe(404);

    // Saving the same address again keeps it confirmed and sends nothing.
    const same = await putProfile(demoIds.newcomer, {
      ...validProfile,
      email: 'lena.neu@example.org',
    });
    expect(same.statusCode).toBe(200);
    expect(await emailVerifiedAt(demoIds.newcomer)).not.toBeNull();
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(1);

    const subscribed = await call(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      json: {},
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(2);
  });

  it('keeps a link of a former address from confirming the current one', async () => {
    await putProfile(demoIds.farmer, { ...validProfile, email: 'first@example.org' });
    const [first] = await mailsTo('first@example.org');
    await putProfile(demoIds.farmer, { ...validProfile, email: 'second@example.org' });
    const page = await server.app.inject({ method: 'GET', url: linkIn(first!.textBody) });
    expect(page.statusCode).toBe(404);
    expect(await emailVerifiedAt(demoIds.farmer)).toBeNull();
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/portal/email/confirm?token=nonsense',
      headers: { 'accept-language': 'fr' },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('Lien non valide');
  });

  it('gets at most one confirmation mail per 10 minutes, with a message saying when the next is possible', async () => {
    const changed = await putProfile(demoIds.newcomer, {
      ...validProfile,
      email: 'target@example.org',
    });
    expect(changed.statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(demoIds.newcomer, '/user/profile/email-confirmation', {
          method: 'POST',
          headers: { 'accept-language': 'fr' },
        }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(30).fill(429));
    expect(burst[0]!.json()).toEqual({
      success: false,
      message:
        "Nous venons d'envoyer un e-mail de confirmation à cette adresse. Vous pourrez demander le prochain dans 10 minutes.",
      data: { data: null },
    });
    expect(Number(burst[0]!.headers['retry-after'])).toBeGreaterThan(590);
    // Another account naming the same address gets no mail there either.
    const other = await putProfile(demoIds.staff, { ...validProfile, email: 'target@example.org' });
    expect(other.statusCode).toBe(200);
    expect(await mailsTo('target@example.org')).toHaveLength(1);

    await server.database.orm.execute(
      sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '9 minutes'`,
    );
    const soon = await call(demoIds.newcomer, '/user/profile/email-confirmation', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    expect(soon.json().message).toBe(
      'We have just sent a confirmation e-mail to this address. You can ask for the next one in 1 minute.',
    );
    await server.database.orm.execute(
      sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '1 minute'`,
    );
    const again = await call(demoIds.newcomer, '/user/profile/email-confirmation', {
      method: 'POST',
    });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo('target@example.org')).toHaveLength(2);

    const confirmed = await call(demoIds.farmer, '/user/profile/email-confirmation', {
      method: 'POST',
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('Your e-mail address is already confirmed.');
  });
});
