import { localizePath } from '@lindner/i18n/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { testPublicUrl } from '../../testing/testServer';
import { settingsCalls, settingsOf } from './settingsTestData';
import { newsletterSubscriptions } from './tables';

// The limits count in this file's server, across its tests: a user gets at most 5 confirmation
// mails in an hour (mail/confirmationMails.ts).
const server = apiTestServerPerFile();
const { call } = server;
const { send, latestMail, confirmationLink } = settingsCalls(server);

/** As if the last confirmation mail to every address went out 10 minutes ago. */
async function allowNextConfirmationMail() {
  await server.database.orm.execute(
    sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '10 minutes'`,
  );
}

describe('the newsletter', () => {
  it('sends a confirmation e-mail; its link confirms once, and then interests can be chosen', async () => {
    // Interests come after confirming.
    const early = await send(demoIds.newcomer, 'PUT', '/user/settings/interests', {
      interests: ['municipal'],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Please confirm your newsletter subscription with the link in the e-mail first; then you can choose your interests.',
    );

    const subscribed = await send(
      demoIds.newcomer,
      'POST',
      '/user/settings/newsletter',
      {},
      { 'accept-language': 'de-AT' },
    );
    expect(subscribed.statusCode).toBe(200);
    expect(settingsOf(subscribed).newsletter).toMatchObject({
      status: 'pending',
      email: 'lena.gruber@example.com',
      confirmedAt: null,
    });
    const mail = await latestMail(demoIds.newcomer);
    expect(mail).toMatchObject({
      recipient: 'lena.gruber@example.com',
      subject: 'Bitte bestätige Deine Anmeldung zum Lindner-Newsletter',
    });
    expect(mail!.textBody).toContain('Hallo Lena Gruber,');
    const link = await confirmationLink(demoIds.newcomer);

    // Only the token's hash is stored.
    const token = new URL(link, testPublicUrl).searchParams.get('token')!;
    expect(token).toHaveLength(43);
    const [stored] = await server.database.orm
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, demoIds.newcomer));
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de-AT">');
    expect(page.body).toContain('Newsletter-Anmeldung bestätigt');
    expect(page.body).toContain(
      `href="${testPublicUrl}${localizePath('settings-newsletter-contact', {}, 'de-at')}"`,
    );
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/<script|style=/);

    const settings = settingsOf(await call(demoIds.newcomer, '/user/settings'));
    expect(settings.newsletter.status).toBe('subscribed');
    expect(settings.newsletter.confirmedAt).not.toBeNull();

    const again = await server.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Bereits bestätigt');

    const interests = await send(demoIds.newcomer, 'PUT', '/user/settings/interests', {
      interests: ['municipal', 'supercup', 'municipal'],
    });
    expect(interests.statusCode).toBe(200);
    expect(settingsOf(interests).interests).toEqual(['municipal', 'supercup']);

    const twice = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'A newsletter subscription already exists for this e-mail address.',
    );
  });

  it('refuses unknown topics with 400 and a message per entry', async () => {
    const response = await send(demoIds.farmer, 'PUT', '/user/settings/interests', {
      interests: ['tractors', 'yachts'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'interests.1': 'Please choose one of the options offered.',
    });
    const notAList = await send(demoIds.farmer, 'PUT', '/user/settings/interests', {
      interests: 'tractors',
    });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().errors).toEqual({ interests: 'This value is not valid.' });
  });

  it('answers a wrong, replaced or expired link with a clear page', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/portal/newsletter/confirm?token=nonsense',
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Lien non valide');
    const none = await server.app.inject({ method: 'GET', url: '/api/portal/newsletter/confirm' });
    expect(none.statusCode).toBe(404);

    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const replaced = await confirmationLink(demoIds.newcomer);
    await allowNextConfirmationMail();
    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const current = await confirmationLink(demoIds.newcomer);
    expect(current).not.toBe(replaced);
    const old = await server.app.inject({ method: 'GET', url: replaced });
    expect(old.statusCode).toBe(404);
    // An unknown token tells no language: the browser's, else German.
    expect(old.body).toContain('Link ungültig');

    await server.database.orm.execute(
      sql`UPDATE newsletter_subscriptions SET token_expires_at = now() - interval '1 minute'`,
    );
    const expired = await server.app.inject({ method: 'GET', url: current });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Link expired');
    expect(settingsOf(await call(demoIds.newcomer, '/user/settings')).newsletter.status).toBe(
      'pending',
    );
  });

  it('unsubscribes, and says so when there is nothing to unsubscribe', async () => {
    const response = await send(demoIds.farmer, 'DELETE', '/user/settings/newsletter');
    expect(response.statusCode).toBe(200);
    expect(settingsOf(response).newsletter.status).toBe('notSubscribed');
    const again = await send(demoIds.farmer, 'DELETE', '/user/settings/newsletter');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are not subscribed to the newsletter.');
    // Only the caller's subscription goes.
    const newcomer = await send(demoIds.newcomer, 'DELETE', '/user/settings/newsletter');
    expect(newcomer.statusCode).toBe(409);
  });

  it('sends confirmations only to a confirmed address, at most one per address per 10 minutes', async () => {
    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = NULL WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const unconfirmed = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      'Please confirm your e-mail address first with the link we sent you; only then will we send you the newsletter.',
    );
    expect(await latestMail(demoIds.newcomer)).toBeUndefined();

    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = now() WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        send(
          demoIds.newcomer,
          'POST',
          '/user/settings/newsletter',
          {},
          { 'accept-language': 'de' },
        ),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(29);
    expect(refused[0]!.json()).toEqual({
      success: false,
      message:
        'An diese Adresse haben wir gerade erst eine Bestätigungs-E-Mail geschickt. Die nächste kannst Du in 10 Minuten anfordern.',
      data: { data: null },
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(590);
    const mails = await server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.recipient, 'lena.gruber@example.com'));
    expect(mails).toHaveLength(1);

    await allowNextConfirmationMail();
    const later = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(later.statusCode).toBe(200);
  });

  it('needs an e-mail address in the profile', async () => {
    await server.database.orm.execute(
      sql`UPDATE users SET email = NULL WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const response = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please enter your e-mail address in your profile first.');
  });
});

describe('a server whose newsletter segment is not set up', () => {
  it('shows the state and refuses subscribing with 503 and a message', async () => {
    const { call: callIt } = await server.variant({ newsletterSegment: null });
    const settings = settingsOf(await callIt(demoIds.newcomer, '/user/settings'));
    expect(settings.newsletter.status).toBe('segmentNotSetUp');
    const response = await callIt(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Newsletter subscription is not set up at the moment. Please try again later.',
    });
  });
});
